import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stats } from '#web/content/about.ts';
import { StatGrid } from './StatGrid';

describe('StatGrid', () => {
  it('pairs each claimed figure with its label', () => {
    render(<StatGrid stats={stats} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const figures = screen.getAllByRole('definition').map((figure) => figure.textContent);
    expect(terms).toEqual(['API requests', 'Developers', 'Uptime', 'Enterprise clients']);
    expect(figures).toEqual(['500K+', '10K+', '99.9%', '50+']);
  });
});
