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
    // Settled: the same scroll position and counter for 600 ms on a slide, or for 3 s between two.
    // WebKitGTK runs a smooth scroll off the main thread: the page reads its start position until
    // it ends, which took over a second on a loaded CPU (the snap from 120px to slide 2 read 120
    // throughout), so a short stillness between two slides can be a scroll on its way.
    let last = '';
    let stableSince = Date.now();
    let state: TrackState | undefined;
    const slideAt = ({ slides, left }: TrackState) =>
      slides.findIndex((slide) => Math.abs(slide.left - left) < 2);
    await waitFor(
      async () => {
        state = await page.evaluate<TrackState>(TRACK_STATE);
        const now = JSON.stringify(state);
        if (now !== last) [last, stableSince] = [now, Date.now()];
        return Date.now() - stableSince >= (slideAt(state) < 0 ? 3000 : 600);
      },
      'the track never came to rest',
      10_000,
    );
    if (!state) throw new Error('the track was never read');
    const at = slideAt(state);
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
