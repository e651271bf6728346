import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoVideo } from '../../web/src/content/home';
import { captions, DURATION, HEIGHT, scenes, WIDTH } from './video-scenes';

const publicDir = join(import.meta.dirname, '../../web/public');
const size = (src: string) => statSync(join(publicDir, src)).size;

describe('demo video', () => {
  it('is committed in every format the page offers, each under 2 MB (DECISIONS.md)', () => {
    for (const source of demoVideo.sources) {
      expect(size(source.src), source.src).toBeGreaterThan(10_000);
      expect(size(source.src), source.src).toBeLessThan(2 * 1024 * 1024);
    }
    expect(size(demoVideo.poster)).toBeLessThan(100 * 1024);
  });

  it('has the size the page reserves for it and lasts 10 to 20 seconds', () => {
    expect([WIDTH, HEIGHT]).toEqual([demoVideo.width, demoVideo.height]);
    expect(DURATION).toBeGreaterThanOrEqual(10);
    expect(DURATION).toBeLessThanOrEqual(20);
    expect(scenes.at(-1)?.end).toBeLessThan(DURATION);
  });

  it('has captions for the whole video, as generated (run `npm run gen:video`)', () => {
    const committed = readFileSync(join(publicDir, demoVideo.captions), 'utf8');
    expect(committed).toBe(captions());
    expect(committed).toMatch(/^WEBVTT\n/);
  });
});
