// The home carousel followed through sideways wheels (a trackpad swipe).

import type { Journey } from '../driver';
import { enhanced, sleep, waitFor } from '../wait';

type TrackState = { left: number; counter: string; slides: { left: number; inert: boolean }[] };

const TRACK_STATE = `(() => {
  const track = document.querySelector('[data-carousel] [data-track]');
  return {
    left: track.scrollLeft,
    counter: document.querySelector('[data-carousel] [data-counter]').textContent.trim(),
    slides: Array.from(track.children, (slide) => ({ left: slide.offsetLeft, inert: slide.inert })),
  };
})()`;

export const carouselWheel: Journey = {
  name: 'carousel',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    await enhanced(page);
    const track = '[data-carousel] [data-track]';
    await page.evaluate(`document.querySelector('${track}').scrollIntoView({ block: 'center' })`);
    let wheeled = await page.wheel(track, 120, 0);
    await sleep(40);
    if (wheeled) wheeled = await page.wheel(track, 120, 0);
    if (!wheeled) {
      const by = `document.querySelector('${track}').scrollBy({ left: 120, behavior: 'smooth' })`;
      await page.evaluate(by);
      await sleep(40);
      await page.evaluate(by);
    }
    // Settled: the same scroll position and counter for 600 ms.
    let last = '';
    let stableSince = Date.now();
    await waitFor(async () => {
      const now = JSON.stringify(await page.evaluate<TrackState>(TRACK_STATE));
      if (now !== last) [last, stableSince] = [now, Date.now()];
      return Date.now() - stableSince >= 600;
    }, 'the track never came to rest');
    const state = JSON.parse(last) as TrackState;
    const at = state.slides.findIndex((slide) => Math.abs(slide.left - state.left) < 2);
    const how = wheeled ? 'two wheel gestures' : 'two smooth scrollBy (no wheel input)';
    if (at < 0) {
      throw new Error(
        `after ${how} the track rests between two slides at ${state.left}px (counter "${state.counter}")`,
      );
    }
    if (at === 0) throw new Error(`after ${how} the track is back on slide 1`);
    if (state.counter !== `${at + 1} / ${state.slides.length}`) {
      throw new Error(`after ${how} slide ${at + 1} shows but the counter says "${state.counter}"`);
    }
    const wrong = state.slides.flatMap((slide, index) =>
      slide.inert === (index !== at) ? [] : [index + 1],
    );
    if (wrong.length > 0)
      throw new Error(`slide ${at + 1} shows; wrong inert on slide(s) ${wrong.join(', ')}`);
    const errors = await page.consoleErrors();
    if (errors.length > 0) throw new Error(`console: ${errors.join(' | ')}`);
    return `${how}: slide ${at + 1}`;
  },
};
