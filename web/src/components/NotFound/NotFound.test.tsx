import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('has one h1 that says 404 and "Oops! Page not found" (docs/requirements.md §2)', () => {
    render(
      <MantineProvider>
        <NotFound />
      </MantineProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('404: Oops! Page not found', { normalizeWhitespace: false });
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByText('Oops! Page not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
