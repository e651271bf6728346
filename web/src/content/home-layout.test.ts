import { describe, expect, it } from 'vitest';
import { features } from './home';
import { bentoTiles, howItWorksSteps } from './home-layout';

describe('home layout', () => {
  it('shows every feature card exactly once: four as steps, the rest in the bento', () => {
    const shown = [
      ...howItWorksSteps.map((step) => step.feature.id),
      ...bentoTiles.map((tile) => tile.feature.id),
    ];
    expect(shown.toSorted()).toEqual(features.map((feature) => feature.id).toSorted());
    expect(howItWorksSteps.map((step) => step.verb)).toEqual([
      'Discover',
      'Fill and send',
      'Explore',
      'Chart',
    ]);
  });

  it('fills whole rows: 1 big (4 cells) + 1 wide (2) + 6 small tiles make 12 cells', () => {
    const cells = { big: 4, wide: 2, small: 1 };
    const total = bentoTiles.reduce((sum, tile) => sum + cells[tile.size], 0);
    expect(total % 4).toBe(0);
    expect(total % 2).toBe(0);
    // The large tiles come first so the dense grid places them before the small ones.
    expect(bentoTiles.slice(0, 2).map((tile) => tile.size)).toEqual(['big', 'wide']);
    expect(bentoTiles.filter((tile) => tile.shot).map((tile) => tile.size)).toEqual([
      'big',
      'wide',
    ]);
  });

  it('gives every step a real product screen with a dark variant', () => {
    for (const step of howItWorksSteps) {
      expect(step.shot.src).toMatch(/^\/images\/screens\/.+\.svg$/);
      expect(step.shot.srcDark).toBe(step.shot.src.replace('.svg', '-dark.svg'));
    }
  });
});
