import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notebookScreens, schedulerScreens, screens, vectorScreens } from '#web/content/screens.ts';
import { ink } from '#common/theme/theme';
import { pictures, renderScreen, screenName, screenOutputs } from './gen-screens';
import { colorsFor } from './media/palette';
import { drawings } from './media/screens';

const committed = (path: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', path), 'utf8');

describe('gen-screens', () => {
  it.each(screenOutputs().map((file) => [file.path, file.content] as const))(
    'the committed %s is what the generator draws (run `npm run gen -- screens`)',
    (path, content) => {
      expect(committed(path)).toBe(content);
    },
  );

  it('draws every picture twice, light and dark, and nothing else', () => {
    const paths = screenOutputs().map((file) => file.path);
    expect(paths).toHaveLength(pictures.length * 2);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("sets every picture's text as outlines: no <text> for the browser to lay out", () => {
    for (const { content } of screenOutputs()) {
      expect(content).not.toMatch(/<text|<tspan|<style/);
      expect(content).toMatch(/<path [^>]*transform="matrix\(/);
    }
  });

  it('titles each drawing with its slide title, in both schemes', () => {
    for (const slide of pictures) {
      expect(renderScreen(slide)).toContain(`<title>${slide.title}</title>`);
      expect(renderScreen(slide, 'dark')).toContain(`<title>${slide.title}</title>`);
    }
  });

  it.each(pictures.map((slide) => [screenName(slide), slide] as const))(
    'draws %s for the dark theme on the dark page colour, not as a copy of the light one',
    (_name, slide) => {
      const light = renderScreen(slide, 'light');
      const dark = renderScreen(slide, 'dark');
      expect(dark).not.toBe(light);
      expect(colorsFor('dark').page).toBe(ink[7]);
      expect(dark).toContain(`fill="${ink[7]}"`);
      expect(light).not.toContain(`fill="${ink[7]}"`);
      // No white panel left behind: white is only for text and icons on the brand colour.
      expect(dark).not.toMatch(/<rect [^>]*fill="#ffffff"/);
    },
  );

  it('puts the notebook screens in the app frame with Notebook active', () => {
    for (const slide of [screens.find((s) => screenName(s) === 'notebook'), ...notebookScreens]) {
      expect(slide && drawings[screenName(slide)]?.active).toBe('notebook');
    }
  });

  it.each([
    ['scheduler', 'scheduler', schedulerScreens],
    ['vector', 'vector-db', vectorScreens],
  ] as const)(
    'puts the %s screens in the app frame with their rail item active',
    (active, main, own) => {
      for (const slide of [screens.find((s) => screenName(s) === main), ...own]) {
        expect(slide && drawings[screenName(slide)]?.active).toBe(active);
      }
    },
  );
});
