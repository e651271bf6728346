import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { values } from '#web/content/about.ts';
import { ValueGrid } from './ValueGrid';

describe('ValueGrid', () => {
  it('renders one list item per card, each a heading and its text, icons hidden', () => {
    render(<ValueGrid cards={values} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Innovation',
      'Collaboration',
      'Security',
      'Accessibility',
    ]);
    expect(within(items[0] as HTMLElement).getByText(values[0]?.text ?? '')).toBeInTheDocument();
    for (const item of items) {
      expect(item.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
