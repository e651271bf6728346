import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from '../web/src/content/screens';
import { renderScreen, screenName } from './gen-screens';

describe('gen-screens', () => {
  it.each(screens.map((slide) => [screenName(slide), slide] as const))(
    'the committed %s.svg is what the generator draws (run `npm run gen:screens`)',
    (_name, slide) => {
      const committed = readFileSync(join(import.meta.dirname, '../web/public', slide.src), 'utf8');
      expect(committed).toBe(renderScreen(slide));
    },
  );

  it('titles each drawing with its slide title', () => {
    for (const slide of screens) {
      expect(renderScreen(slide)).toContain(`<title>${slide.title}</title>`);
    }
  });
});
