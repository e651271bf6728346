// The home page's sections assembled from content: the "how it works" steps and the bento tiles
// with the features and screens they show. Pure data; the page only renders it.

import type { BentoTile } from '#web/components/FeatureBento/FeatureBento.tsx';
import { tileSizes } from '#web/components/FeatureBento/FeatureBento.tsx';
import type { HowItWorksStep } from '#web/components/HowItWorks/HowItWorks.tsx';
import { bentoFeatures, type Feature, type FeatureId, features, steps } from './home';
import { screenByName } from './screens';

function feature(id: FeatureId): Feature {
  const found = features.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No feature "${id}"`);
  return found;
}

export const howItWorksSteps: readonly HowItWorksStep[] = steps.map((step) => ({
  ...step,
  feature: feature(step.feature),
  shot: screenByName(step.screen),
}));

/** Large tiles first, so the dense grid places them before the small ones fill around them. */
export const bentoTiles: readonly BentoTile[] = [...bentoFeatures]
  .sort((a, b) => Number(Boolean(tileSizes[b])) - Number(Boolean(tileSizes[a])))
  .map((id) => {
    const size = tileSizes[id];
    return size
      ? { feature: feature(id), size: size.size, shot: screenByName(size.screen) }
      : { feature: feature(id), size: 'small' as const };
  });
