// The demo video's frame on `/` at a phone's width: its player is drawn only as the frame comes
// near (`content-visibility: auto`), and the frame is sized by its ratio alone, drawn or not. An
// engine that sized a skipped box as empty would shift the page when the player is drawn.

import { demoVideo } from '#web/content/videos.ts';
import type { EngineDriver, Journey } from '../driver';
import { scrolledTo, settled } from '../wait';
import { noConsoleErrors } from './page-checks';

const VIDEO = '#demo video:not(.tb-dark-only)';

type Size = { width: number; height: number };

/** The size of the frame, or of the video in it, in CSS pixels. */
const size = (page: EngineDriver, of: 'frame' | 'video') =>
  page.evaluate<Size>(`(() => {
    const video = document.querySelector(${JSON.stringify(VIDEO)});
    const box = (${JSON.stringify(of)} === 'frame' ? video.parentElement : video).getBoundingClientRect();
    return { width: box.width, height: box.height };
  })()`);

const same = (a: Size, b: Size) => a.width === b.width && a.height === b.height;
const shown = ({ width, height }: Size) => `${width}×${height}`;

export const demo: Journey = {
  name: 'demo',
  async run(page, origin) {
    const { width } = await page.setViewport(375, 812);
    await page.goto(`${origin}/`);
    await settled(page);
    const ratio = demoVideo.height / demoVideo.width;
    // Measured before anything asks for the player's own box, which would lay it out.
    const far = await size(page, 'frame');
    if (Math.abs(far.height - far.width * ratio) > 1) {
      throw new Error(`a screen and more away, the frame is ${shown(far)}, not the video's ratio`);
    }
    await scrolledTo(page, VIDEO);
    const near = await size(page, 'frame');
    if (!same(near, far)) {
      throw new Error(`drawing the player resized its frame: ${shown(far)} → ${shown(near)}`);
    }
    const video = await size(page, 'video');
    if (!same(video, near)) {
      throw new Error(`the player (${shown(video)}) does not fill its frame (${shown(near)})`);
    }
    await noConsoleErrors(page);
    return `${width} px wide: the frame ${shown(near)}, drawn or not`;
  },
};
