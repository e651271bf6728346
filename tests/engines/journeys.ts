// Three journeys, written once against EngineDriver and run in every engine. Each throws on the
// first broken expectation; run.ts reports it.

import { routes } from '../../web/src/config/routes';
import type { Journey } from './driver';
import { enhanced, settled, sleep, waitFor } from './wait';

const everyRoute: Journey = {
  name: 'routes',
  async run(page, origin) {
    const problems: string[] = [];
    const widths: string[] = [];
    for (const asked of [1280, 375]) {
      const { width } = await page.setViewport(asked, 800);
      widths.push(width === asked ? `${width}` : `${width} (asked ${asked})`);
      for (const { path } of routes) {
        await page.goto(origin + path);
        await settled(page);
        const seen = await page.evaluate<{ h1: boolean; scroll: number; inner: number }>(
          '({ h1: document.querySelector("h1") !== null, scroll: document.documentElement.scrollWidth, inner: innerWidth })',
        );
        const errors = await page.consoleErrors();
        if (!seen.h1) problems.push(`${path} @${width}: no <h1>`);
        if (seen.scroll > seen.inner) {
          problems.push(`${path} @${width}: scrolls sideways (${seen.scroll} > ${seen.inner})`);
        }
        if (errors.length > 0) problems.push(`${path} @${width}: ${errors.join(' | ')}`);
      }
    }
    if (problems.length > 0) {
      throw new Error(
        `${problems.length} problem(s) over ${routes.length * 2} visits: ${problems.join('; ')}`,
      );
    }
    return `${routes.length} routes at ${widths.join(', ')} px`;
  },
};

const menuEscape: Journey = {
  name: 'menu-escape',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    await enhanced(page);
    const open = () =>
      page.evaluate<boolean>('document.querySelector("details[data-nav-menu]")?.open === true');
    await page.click('details[data-nav-menu] > summary');
    await waitFor(open, 'a click on "Products" did not open the menu');
    await page.evaluate(
      '(document.activeElement?.blur(), document.activeElement === document.body)',
    );
    await page.press('Escape');
    await waitFor(
      async () => !(await open()),
      'Escape with focus on <body> left the menu open',
      1000,
    );
    const errors = await page.consoleErrors();
    if (errors.length > 0) throw new Error(`console: ${errors.join(' | ')}`);
  },
};

type TrackState = { left: number; counter: string; slides: { left: number; inert: boolean }[] };

const TRACK_STATE = `(() => {
  const track = document.querySelector('[data-carousel] [data-track]');
  return {
    left: track.scrollLeft,
    counter: document.querySelector('[data-carousel] [data-counter]').textContent.trim(),
    slides: Array.from(track.children, (slide) => ({ left: slide.offsetLeft, inert: slide.inert })),
  };
})()`;

const carouselWheel: Journey = {
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

export const journeys: readonly Journey[] = [everyRoute, menuEscape, carouselWheel];
