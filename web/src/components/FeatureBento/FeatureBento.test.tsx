import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bentoTiles } from '#web/content/home-layout.ts';
import { FeatureBento } from './FeatureBento';

describe('FeatureBento', () => {
  it('links the Marketplace tile to the marketplace of connectors, as the header does', () => {
    render(
      <MantineProvider>
        <FeatureBento tiles={bentoTiles} />
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name: 'Marketplace' });
    expect(link).toHaveAttribute('href', '/ai-agents');
    expect(link.closest('h3')).toHaveTextContent('Marketplace');
  });

  it('makes a link only of the tiles whose feature has a page', () => {
    render(
      <MantineProvider>
        <FeatureBento tiles={bentoTiles} />
      </MantineProvider>,
    );
    const linked = bentoTiles.filter((tile) => tile.feature.href);
    expect(screen.getAllByRole('link')).toHaveLength(linked.length);
  });
});
