// Draws every product picture as SVG, each in a light (`src`) and a dark (`srcDark`) variant:
// the carousel screens and each product's own (web/src/content/screens.ts) inside the app frame,
// and the Micro SaaS design previews (web/src/content/product-pages.ts). Run it after changing a
// drawing: `npm run gen -- screens`. `screenOutputs` is also what gen-screens.test.ts and
// check-generated.ts compare the committed files against.

import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { microSaasPage } from '#web/content/product-pages.ts';
import {
  notebookScreens,
  type Slide,
  schedulerScreens,
  screens,
  vectorScreens,
} from '#web/content/screens.ts';
import type { GeneratedFile } from './blog/outputs';
import { appFrame, contentBox } from './media/app-frame';
import { colorsFor, type Scheme, schemes } from './media/palette';
import { drawings, previews } from './media/screens';
import { svgDocument } from './media/svg';
import { rootDir } from '../tooling/paths';

/** Every drawn picture, once: a slide may appear on several pages. */
export const pictures: readonly Slide[] = [
  ...screens,
  ...notebookScreens,
  ...schedulerScreens,
  ...vectorScreens,
  ...(microSaasPage.gallery?.items ?? []),
];

export const SCREEN_DIRS = ['web/public/images/screens', 'web/public/images/products'];

export const screenName = (slide: Slide) => basename(slide.src, '.svg');

export function renderScreen(slide: Slide, scheme: Scheme = 'light'): string {
  const name = screenName(slide);
  const palette = colorsFor(scheme);
  const { width, height } = slide;
  const drawing = drawings[name];
  const preview = previews[name];
  let body: string;
  if (drawing) {
    const { active, crumbs } = drawing;
    body = appFrame(
      palette,
      { width, height, active, crumbs },
      drawing.draw(palette, contentBox(width, height)),
    );
  } else if (preview) {
    body = preview(palette, width, height);
  } else {
    throw new Error(`No drawing for ${slide.src}: add it to scripts/gen/media/screens`);
  }
  return svgDocument(width, height, slide.title, body, palette, { outline: true });
}

/** The public URL of a picture in a scheme. */
export const srcFor = (slide: Slide, scheme: Scheme) =>
  scheme === 'dark' ? slide.srcDark : slide.src;

export function screenOutputs(): GeneratedFile[] {
  return pictures.flatMap((slide) =>
    schemes.map((scheme) => ({
      path: `web/public${srcFor(slide, scheme)}`,
      content: renderScreen(slide, scheme),
    })),
  );
}

async function main() {
  for (const { path, content } of screenOutputs()) {
    await writeFile(join(rootDir, path), content);
    console.info(`${path}  ${(content.length / 1024).toFixed(1)} KB`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
