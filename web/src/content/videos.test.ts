import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoVideo as homeVideo } from './home';
import { notebookPage, studioPage } from './product-pages';
import { demoVideo, notebookVideo, videos } from './videos';

const size = (src: string) => statSync(`web/public${src}`).size;
/** docs/decisions/0008-look-and-feel.md: the video is under 2 MB; so is every variant and poster. */
const MAX_BYTES = 2 * 1024 * 1024;

describe('videos (scripts/gen/gen-video.ts writes their files)', () => {
  it('points every source, dark source and poster at a committed file under 2 MB', () => {
    for (const video of videos) {
      const files = [
        ...video.sources.map((source) => source.src),
        ...video.sourcesDark.map((source) => source.src),
        video.poster,
        video.posterDark,
      ];
      expect(new Set(files).size).toBe(files.length);
      for (const file of files) {
        expect(size(file), file).toBeGreaterThan(5_000);
        expect(size(file), file).toBeLessThan(MAX_BYTES);
      }
      expect(size(video.captions), video.captions).toBeGreaterThan(100);
    }
  });

  it('offers the same formats, in the same order, in both schemes', () => {
    for (const video of videos) {
      expect(video.sourcesDark.map((source) => source.type)).toEqual(
        video.sources.map((source) => source.type),
      );
    }
  });

  it('gives /notebook its own video, not the studio demo the home page shows', () => {
    expect(homeVideo).toBe(demoVideo);
    expect(studioPage.media.content).toEqual({ kind: 'video', video: demoVideo });
    expect(notebookPage.media.content).toEqual({ kind: 'video', video: notebookVideo });
    const files = (video: typeof demoVideo) => [
      ...video.sources.map((source) => source.src),
      video.poster,
      video.captions,
    ];
    for (const file of files(notebookVideo)) expect(files(demoVideo)).not.toContain(file);
    expect(notebookVideo.label).not.toBe(demoVideo.label);
    expect(notebookVideo.transcript).not.toBe(demoVideo.transcript);
    expect(notebookPage.media.title).not.toBe(studioPage.media.title);
  });
});
