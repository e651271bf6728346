import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notebookScreens, schedulerScreens, screens, vectorScreens } from './screens';

const publicDir = join(import.meta.dirname, '../../public');
const allScreens = [...screens, ...notebookScreens, ...schedulerScreens, ...vectorScreens];
const ownScreens = [
  ['notebook', notebookScreens],
  ['scheduler', schedulerScreens],
  ['vector', vectorScreens],
] as const;

describe('product screens', () => {
  it('has the 10 carousel slides of docs/requirements.md §9, each with src, title and description', () => {
    expect(screens).toHaveLength(10);
    expect(new Set(screens.map((slide) => slide.src)).size).toBe(10);
  });

  it.each(ownScreens)(
    'keeps the %s screens out of the carousel, each named for its product',
    (product, own) => {
      const carousel = new Set(screens.map((slide) => slide.src));
      expect(own.length).toBeGreaterThanOrEqual(4);
      for (const slide of own) {
        expect(slide.src).toMatch(new RegExp(`^/images/screens/${product}-[a-z-]+\\.svg$`));
        expect(carousel.has(slide.src)).toBe(false);
      }
    },
  );

  it('gives every screen its own title and file', () => {
    expect(new Set(allScreens.map((slide) => slide.title)).size).toBe(allScreens.length);
    expect(new Set(allScreens.map((slide) => slide.src)).size).toBe(allScreens.length);
  });

  it('gives every screen a title, a description and alt text', () => {
    for (const slide of allScreens) {
      expect(slide.title).not.toBe('');
      expect(slide.description.length).toBeGreaterThan(40);
      expect(slide.alt.length).toBeGreaterThan(40);
    }
  });

  it.each(allScreens.map((slide) => [slide.src, slide] as const))(
    '%s exists with its size and a <title>, and so does its dark variant',
    (src, slide) => {
      expect(slide.srcDark).toBe(src.replace(/\.svg$/, '-dark.svg'));
      for (const file of [src, slide.srcDark]) {
        expect(existsSync(join(publicDir, file)), file).toBe(true);
        const svg = readFileSync(join(publicDir, file), 'utf8');
        const root = svg.slice(0, svg.indexOf('>') + 1);
        expect(root).toContain(`width="${slide.width}"`);
        expect(root).toContain(`height="${slide.height}"`);
        expect(root).toContain(`viewBox="0 0 ${slide.width} ${slide.height}"`);
        expect(svg).toMatch(/<title>[^<]+<\/title>/);
      }
    },
  );
});
