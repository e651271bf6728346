import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writePngs } from './png-cache';

// A stand-in renderer: the "PNG" is the SVG's bytes, and each call is counted.
let drawn: string[];
const renderer = {
  fingerprint: 'resvg + Inter',
  toPng: (svg: string) => {
    drawn.push(svg);
    return new TextEncoder().encode(svg);
  },
};

describe('writePngs', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'og-cache-'));
    drawn = [];
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('draws a card once, copies it on the next build, and forgets cards no longer used', async () => {
    const cache = join(dir, 'cache');
    const first = new Map([
      ['/a.png', '<svg>a</svg>'],
      ['/b.png', '<svg>b</svg>'],
    ]);
    expect(await writePngs(first, renderer, dir, cache)).toEqual({ drawn: 2, copied: 0 });
    expect(await writePngs(first, renderer, dir, cache)).toEqual({ drawn: 0, copied: 2 });
    expect(await readFile(join(dir, 'b.png'), 'utf8')).toBe('<svg>b</svg>');

    const second = new Map([
      ['/a.png', '<svg>a</svg>'],
      ['/b.png', '<svg>b, reworded</svg>'],
    ]);
    expect(await writePngs(second, renderer, dir, cache)).toEqual({ drawn: 1, copied: 1 });
    expect(await readFile(join(dir, 'b.png'), 'utf8')).toBe('<svg>b, reworded</svg>');
    expect(await readdir(cache)).toHaveLength(2);
    expect(drawn).toEqual(['<svg>a</svg>', '<svg>b</svg>', '<svg>b, reworded</svg>']);
  });

  it('draws again when the renderer changes', async () => {
    const cache = join(dir, 'cache');
    const images = new Map([['/a.png', '<svg>a</svg>']]);
    await writePngs(images, renderer, dir, cache);
    const updated = { ...renderer, fingerprint: 'resvg 2.7 + Inter' };
    expect(await writePngs(images, updated, dir, cache)).toEqual({ drawn: 1, copied: 0 });
  });
});
