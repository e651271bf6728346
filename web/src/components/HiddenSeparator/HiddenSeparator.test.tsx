import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HiddenSeparator } from './HiddenSeparator';

// happy-dom lays nothing out, so its accessible names put a space around every span; these tests
// read the text, and tests/e2e/a11y.spec.ts checks the names Chromium computes.
describe('HiddenSeparator', () => {
  it('puts a comma and a space between a name and its badge', () => {
    render(
      <a href="/micro-saas">
        <span>
          Micro SaaS
          <HiddenSeparator />
        </span>
        <span>Coming Soon</span>
      </a>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Micro SaaS, Coming Soon', {
      normalizeWhitespace: false,
    });
  });

  it('takes other punctuation and a class of its own', () => {
    render(
      <h1>
        404
        <HiddenSeparator text=": " className="small" />
        Oops! Page not found
      </h1>,
    );
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent('404: Oops! Page not found', { normalizeWhitespace: false });
    expect(heading.querySelector('span')).toHaveClass('separator', 'small');
  });
});
