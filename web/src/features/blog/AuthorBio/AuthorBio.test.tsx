import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authors } from '#web/content/blog/authors.ts';
import { AuthorBio } from './AuthorBio';

describe('AuthorBio', () => {
  it.each(authors)('names $name, the role and the one-sentence bio', (author) => {
    render(
      <MantineProvider>
        <AuthorBio author={author} />
      </MantineProvider>,
    );
    for (const text of ['About the author', author.name, author.role, author.bio]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    // Not a heading: the article's h2s stay the post's own (tests/e2e/blog.spec.ts).
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
