import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonSizes, buttonVariants } from './Button';

describe('Button', () => {
  it("offers exactly docs/requirements.md §9's variants and sizes", () => {
    expect(buttonVariants).toEqual([
      'default',
      'destructive',
      'outline',
      'secondary',
      'ghost',
      'link',
      'hero',
      'cta',
      'ghost_border',
    ]);
    expect(buttonSizes).toEqual(['default', 'sm', 'lg', 'xl', 'icon']);
  });

  it('is a link when given an href and a button of type "button" otherwise', () => {
    render(
      <>
        <Button href="/login" variant="hero" size="lg">
          Get Started
        </Button>
        <Button variant="ghost">Close</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Get Started' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveAttribute('data-variant', 'hero');
    expect(link).toHaveAttribute('data-size', 'lg');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('data-variant', 'default');
  });
});
