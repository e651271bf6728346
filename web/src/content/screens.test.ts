import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from './screens';

const publicDir = join(import.meta.dirname, '../../public');

describe('product screens', () => {
  it('has the 10 carousel slides of SPEC section 9, each with src, title and description', () => {
    expect(screens).toHaveLength(10);
    expect(new Set(screens.map((slide) => slide.src)).size).toBe(10);
    for (const slide of screens) {
      expect(slide.title).not.toBe('');
      expect(slide.description.length).toBeGreaterThan(40);
      expect(slide.alt.length).toBeGreaterThan(40);
    }
  });

  it.each(screens.map((slide) => [slide.src, slide] as const))(
    '%s exists with its size and a <title>',
    (src, slide) => {
      const svg = readFileSync(join(publicDir, src), 'utf8');
      const root = svg.slice(0, svg.indexOf('>') + 1);
      expect(root).toContain(`width="${slide.width}"`);
      expect(root).toContain(`height="${slide.height}"`);
      expect(root).toContain(`viewBox="0 0 ${slide.width} ${slide.height}"`);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    },
  );
});
