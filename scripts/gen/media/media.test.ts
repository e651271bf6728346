import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { films } from '../gen-video';
import { notebookFilm } from './notebook-scenes';
import { colorsFor } from './palette';
import { captions, FPS, frameAt } from './scene-kit';
import { demoFilm } from './video-scenes';

const publicDir = join(import.meta.dirname, '../../../web/public');

describe.each(films.map((film) => [film.title, film] as const))('%s', (_, film) => {
  it('lasts 10 to 20 seconds, its scenes back to back, the end card last', () => {
    expect(film.duration).toBeGreaterThanOrEqual(10);
    expect(film.duration).toBeLessThanOrEqual(20);
    film.scenes.forEach((scene, index) => {
      expect(scene.end).toBeGreaterThan(scene.start);
      expect(scene.start).toBe(film.scenes[index - 1]?.end ?? 0);
    });
    expect(film.scenes.at(-1)?.end).toBeLessThan(film.duration);
    expect(film.posterAt).toBeLessThan(film.scenes.at(-1)?.end ?? 0);
  });

  it('draws every frame at the size the page reserves, in both schemes', () => {
    const { width, height } = film.video;
    // Every fifth frame: enough to reach every scene, the fades and the end card.
    for (let index = 0; index < film.duration * FPS; index += 5) {
      const light = frameAt(film, colorsFor('light'), index / FPS);
      const dark = frameAt(film, colorsFor('dark'), index / FPS);
      expect(light).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`));
      expect(dark).not.toBe(light);
    }
  });

  it('has captions for the whole video, as generated (run `npm run gen -- video`)', () => {
    const committed = readFileSync(join(publicDir, film.video.captions), 'utf8');
    expect(committed).toBe(captions(film));
    expect(committed).toMatch(/^WEBVTT\n/);
  });
});

describe('the two films', () => {
  it('are drawn from different screens, with their own words', () => {
    expect(notebookFilm.video).not.toBe(demoFilm.video);
    expect(captions(notebookFilm)).not.toBe(captions(demoFilm));
    expect(notebookFilm.scenes.every((scene) => scene.active === 'notebook')).toBe(true);
    expect(demoFilm.scenes.some((scene) => scene.active === 'collections')).toBe(true);
  });

  it('keeps the notebook film to 12–16 seconds, one notebook story', () => {
    expect(notebookFilm.duration).toBeGreaterThanOrEqual(12);
    expect(notebookFilm.duration).toBeLessThanOrEqual(16);
    expect(notebookFilm.scenes.map((scene) => scene.crumbs[0])).toEqual(
      notebookFilm.scenes.map(() => 'Notebooks'),
    );
  });
});
