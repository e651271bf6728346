import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { products } from '#web/content/products.ts';
import { ProductLinks } from './ProductLinks';

// Text, not accessible names: happy-dom puts a space around every span (HiddenSeparator.test.tsx).
describe('ProductLinks', () => {
  it('names each link after its product, with a separator before a Coming Soon badge', () => {
    render(
      <MantineProvider>
        <ProductLinks path="/" linkClassName={undefined} />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(products.length);
    for (const product of products) {
      const name = product.comingSoon ? `${product.name}, Coming Soon` : product.name;
      const link = screen.getByRole('link', { name: new RegExp(`^${product.name}`) });
      expect(link).toHaveTextContent(name, { normalizeWhitespace: false });
      expect(link).toHaveAttribute('href', product.path);
    }
  });
});
