import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCards } from '#web/content/home.ts';
import { ProductList } from './ProductList';

// Text, not accessible names: happy-dom puts a space around every span (HiddenSeparator.test.tsx).
describe('ProductList', () => {
  it('names each heading after its product, with a separator before a Coming Soon badge', () => {
    render(
      <MantineProvider>
        <ProductList cards={productCards} />
      </MantineProvider>,
    );
    expect(productCards.some((card) => card.comingSoon)).toBe(true);
    for (const card of productCards) {
      const name = card.comingSoon ? `${card.title}, Coming Soon` : card.title;
      const link = screen.getByRole('link', { name: card.title });
      expect(link).toHaveAttribute('href', card.href);
      expect(link.closest('h3')).toHaveTextContent(name, { normalizeWhitespace: false });
    }
  });
});
