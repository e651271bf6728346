// The real font through the real subsetter: subset-font (HarfBuzz in WebAssembly) on the Inter the
// site ships, read back with HarfBuzz's face API.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { readFont } from './font-face';
import { DEFAULT_FEATURES, codepointsOf, missingCodepoints } from './font-subset';

const inter = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  ),
);

describe('subsetting Inter', () => {
  it('keeps the wght axis, the vertical metrics and tnum, and only the characters asked for', async () => {
    const full = await readFont(inter);
    const subset = await subsetFont(inter, 'Testbeam 0123 — “ok”', {
      targetFormat: 'woff2',
      keepFeatures: [...DEFAULT_FEATURES, 'tnum'],
    });
    const cut = await readFont(subset);
    expect(subset.length).toBeLessThan(inter.length / 4);
    expect(cut.axes).toEqual(full.axes);
    expect(cut.axes.wght).toMatchObject({ min: 100, max: 900 });
    expect(cut.metrics).toEqual(full.metrics);
    expect(cut.upem).toBe(full.upem);
    expect(cut.features).toContain('tnum');
    expect(cut.glyphs).toBeGreaterThan(codepointsOf('Testbeam0123—“”ok ').size);
    // The cmap the browser reads: what was asked for is there, anything else is reported.
    expect(missingCodepoints('Test 0123 — “ok”', cut.codepoints, full.codepoints)).toEqual([]);
    expect(missingCodepoints('Testbeam x ü', cut.codepoints, full.codepoints)).toEqual([
      0x78, 0xfc,
    ]);
  });
});
