import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostMeta } from './PostMeta';

describe('PostMeta', () => {
  it('dates the post with a full timestamp and zone in <time datetime>, the long date as text', () => {
    render(
      <PostMeta
        post={{
          author: 'Priya Raman',
          authorRole: 'Developer advocate',
          date: 'July 8, 2025',
          isoDate: '2025-07-08',
          readTime: 6,
        }}
      />,
    );
    const time = screen.getByText('July 8, 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-07-08T09:00:00-07:00');
  });
});
