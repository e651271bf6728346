// Draws the ten product screens of web/src/content/screens.ts as SVG files under
// web/public/images/screens/. Run it after changing a drawing: `npm run gen:screens`.
// `renderScreen` is also what screens.test.ts compares the committed files against.

import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type Slide, screens } from '../web/src/content/screens';
import { appFrame, contentBox } from './media/app-frame';
import { drawings } from './media/screens';
import { svgDocument } from './media/svg';
import { rootDir } from './paths';

export const screenName = (slide: Slide) => basename(slide.src, '.svg');

export function renderScreen(slide: Slide): string {
  const drawing = drawings[screenName(slide)];
  if (!drawing) throw new Error(`No drawing for ${slide.src}: add it to scripts/media/screens`);
  const { width, height } = slide;
  const frame = appFrame(
    { width, height, active: drawing.active, crumbs: drawing.crumbs },
    drawing.draw(contentBox(width, height)),
  );
  return svgDocument(width, height, slide.title, frame);
}

async function main() {
  for (const slide of screens) {
    const path = join(rootDir, 'web/public', slide.src);
    const svg = renderScreen(slide);
    await writeFile(path, svg);
    console.info(`${slide.src}  ${(svg.length / 1024).toFixed(1)} KB`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
