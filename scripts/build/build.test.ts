import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { buildSteps } from './build';

describe('npm run build', () => {
  it('is the build script, whose steps run in this order', () => {
    expect(packageJson.scripts.build).toBe('node --import tsx scripts/build/build.ts');
    // The posts are generated before Vike reads them; every step after Vike rewrites or adds to
    // dist/client, compress last among those so its copies see the final files; the stamp comes
    // after everything, so a build that failed part-way is never taken for a fresh one.
    expect(buildSteps.map((step) => step.name)).toEqual([
      'blog',
      'vike',
      'font-subset',
      'boot-preload',
      'critical-css',
      'sitemap',
      'og-images',
      'static-headers',
      'compress',
      'console',
      'stamp',
    ]);
  });
});
