// Rasterises Open Graph SVGs with resvg compiled to WebAssembly (no native binary, so `npm ci`
// works on any platform) and Inter from @expo-google-fonts/inter (TTF files, SIL OFL 1.1).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-wasm';
import { startResvg } from '../../tooling/resvg';

const require = createRequire(import.meta.url);
const fontDir = dirname(require.resolve('@expo-google-fonts/inter/package.json'));
const fontFiles = [
  '500Medium/Inter_500Medium.ttf',
  '600SemiBold/Inter_600SemiBold.ttf',
  '700Bold/Inter_700Bold.ttf',
];

export type OgRenderer = {
  /** A hash of what besides the SVG decides the pixels: resvg's build, the fonts, the options. */
  fingerprint: string;
  /** The width in px of one line of text at a size and weight, as resvg lays it out. */
  measure: (text: string, size: number, weight: number) => number;
  toPng: (svg: string) => Uint8Array;
};

let wasmReady: Promise<Uint8Array> | undefined;

export async function createOgRenderer(): Promise<OgRenderer> {
  // The WebAssembly starts once per process (startResvg).
  wasmReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then(async (wasm) => {
    await startResvg(wasm);
    return wasm;
  });
  const wasm = await wasmReady;
  const fontBuffers = await Promise.all(
    fontFiles.map(async (file) => new Uint8Array(await readFile(join(fontDir, file)))),
  );
  const fontOptions = { defaultFontFamily: 'Inter' };
  const options = { font: { fontBuffers, ...fontOptions } };
  const render = (svg: string) => new Resvg(svg, options);
  const fingerprint = createHash('sha256').update(wasm).update(JSON.stringify(fontOptions));
  for (const font of fontBuffers) fingerprint.update(font);
  return {
    fingerprint: fingerprint.digest('hex'),
    measure(text, size, weight) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="0" y="150" font-family="Inter" font-size="${size}" font-weight="${weight}">${text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</text></svg>`;
      const resvg = render(svg);
      const box = resvg.getBBox();
      resvg.free();
      return box ? box.x + box.width : 0;
    },
    toPng(svg) {
      const resvg = render(svg);
      const png = resvg.render().asPng();
      resvg.free();
      return png;
    },
  };
}
