// The visitor journeys, written once against EngineDriver and run in every engine. Each throws on
// the first broken expectation; run.ts reports it. The forms' journeys are in forms.ts.

import { routes, routesOf } from '../../web/src/config/routes';
import { studioPage } from '../../web/src/content/product-pages';
import type { EngineDriver, Journey } from './driver';
import { formJourneys } from './forms';
import { byText, enhanced, settled, sleep, waitFor } from './wait';

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

/** Throws when the page logged an error since the last look. */
async function noConsoleErrors(page: EngineDriver) {
  const errors = await page.consoleErrors();
  if (errors.length > 0) throw new Error(`console: ${errors.join(' | ')}`);
}

const text = (selector: string) =>
  `(document.querySelector(${JSON.stringify(selector)})?.textContent ?? '').replace(/\\s+/g, ' ').trim()`;
const pathname = (page: EngineDriver) =>
  page.evaluate<string>('location.pathname + location.search');

const drawer: Journey = {
  name: 'drawer',
  async run(page, origin) {
    const { width } = await page.setViewport(375, 800);
    await page.goto(`${origin}/about`);
    await settled(page);
    const open = () =>
      page.evaluate<boolean>('document.querySelector("[data-drawer]").matches(":popover-open")');
    const opener = 'button[aria-label="Open navigation"]';
    await page.click(opener);
    await waitFor(open, '"Open navigation" did not open the drawer');
    const panel = await page.evaluate<number>(
      'document.querySelector("[data-drawer]").getBoundingClientRect().width',
    );
    if (Math.round(panel) !== 300) throw new Error(`the drawer is ${panel} px wide, not 300`);
    await page.click('[data-drawer] button[aria-label="Close navigation"]');
    await waitFor(async () => !(await open()), '"Close navigation" left the drawer open');
    await page.click(opener);
    await waitFor(open, 'the drawer did not open a second time');
    await page.press('Escape');
    await waitFor(async () => !(await open()), 'Escape left the drawer open');
    // Products unfolds inside it, and a link there navigates.
    await page.click(opener);
    await waitFor(open, 'the drawer did not open a third time');
    await page.click('[data-drawer] details > summary');
    await page.click(await byText(page, '[data-drawer] a', 'Scheduler'));
    await waitFor(
      async () => (await pathname(page)) === '/scheduler',
      "the drawer's Scheduler link went nowhere",
    );
    await settled(page);
    if ((await page.evaluate<string>(text('h1'))) !== 'Scheduler')
      throw new Error('/scheduler has the wrong <h1>');
    if (await open()) throw new Error('the drawer is still open on the next page');
    await noConsoleErrors(page);
    return `at ${width} px`;
  },
};

const faq: Journey = {
  name: 'faq',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    await settled(page);
    const openOnes = () =>
      page.evaluate<number[]>(
        'Array.from(document.querySelectorAll("details[name]"), (item, at) => (item.open ? at : -1)).filter((at) => at >= 0)',
      );
    const count = await page.evaluate<number>('document.querySelectorAll("details[name]").length');
    if (count < 2) throw new Error(`the home page has ${count} FAQ item(s)`);
    const summary = (at: number) => `details[name]:nth-of-type(${at + 1}) > summary`;
    await page.click(summary(0));
    await waitFor(
      async () => JSON.stringify(await openOnes()) === '[0]',
      'the first question did not open',
    );
    // One open at a time (<details name>): opening the second closes the first.
    await page.click(summary(1));
    await waitFor(
      async () => JSON.stringify(await openOnes()) === '[1]',
      `opening the second question left ${JSON.stringify(await openOnes())} open`,
    );
    const answer = await page.evaluate<number>(
      'document.querySelector("details[name]:nth-of-type(2) > p").getBoundingClientRect().height',
    );
    if (answer <= 0) throw new Error('the open answer has no height');
    await page.click(summary(1));
    await waitFor(
      async () => (await openOnes()).length === 0,
      'a second click left the question open',
    );
    await noConsoleErrors(page);
    return `${count} questions`;
  },
};

const gallery: Journey = {
  name: 'gallery',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/api-mcp-studio`);
    await settled(page);
    await waitFor(
      () => page.evaluate('document.querySelector("[data-gallery]")?.dataset.enhanced === "true"'),
      'the gallery was never enhanced',
    );
    const titles = studioPage.gallery.items.map((item) => item.title);
    const heading = () =>
      page.evaluate<string>(text('dialog[open] h2, dialog[open] [id$="-title"]'));
    const isOpen = () => page.evaluate<boolean>('document.querySelector("dialog[open]") !== null');
    await page.click('[data-gallery] li:nth-child(3) a');
    await waitFor(
      async () => (await heading()) === titles[2],
      `the third screen's lightbox did not show "${titles[2]}"`,
    );
    if ((await pathname(page)) !== '/api-mcp-studio')
      throw new Error('opening the lightbox left the page');
    await page.click('dialog[open] button[aria-label="Next slide"]');
    await waitFor(
      async () => (await heading()) === titles[3],
      `Next slide did not show "${titles[3]}"`,
    );
    await page.press('ArrowLeft');
    await waitFor(
      async () => (await heading()) === titles[2],
      `ArrowLeft did not go back to "${titles[2]}"`,
    );
    await page.press('Escape');
    await waitFor(async () => !(await isOpen()), 'Escape left the lightbox open');
    const back = await page.evaluate<boolean>(
      'document.activeElement === document.querySelector("[data-gallery] li:nth-child(3) a")',
    );
    if (!back)
      throw new Error('closing the lightbox did not return focus to the screen that opened it');
    await page.click('[data-gallery] li:nth-child(1) a');
    await waitFor(isOpen, 'the first screen did not open');
    await page.click('dialog[open] button[aria-label="Close full-screen view"]');
    await waitFor(async () => !(await isOpen()), 'Close full-screen view left the lightbox open');
    await noConsoleErrors(page);
    return `${titles.length} screens`;
  },
};

const marketplace: Journey = {
  name: 'marketplace',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/ai-agents`);
    await settled(page);
    await enhanced(page);
    const shown = () =>
      page.evaluate<number>(
        'Array.from(document.querySelectorAll("[aria-label=\\"Connector agents\\"] > li")).filter((card) => card.getClientRects().length > 0).length',
      );
    const pressed = () =>
      page.evaluate<string>(
        'document.querySelector("[data-category-choice][aria-pressed=\\"true\\"]")?.dataset.categoryChoice ?? ""',
      );
    if ((await shown()) !== 18)
      throw new Error(`the marketplace shows ${await shown()} agents, not 18`);
    await page.click('[data-category-choice="Google"]');
    await waitFor(
      async () => (await pathname(page)) === '/ai-agents?category=Google',
      'the Google chip did not put ?category=Google in the URL',
    );
    await waitFor(
      async () => (await shown()) === 12,
      `the Google chip shows ${await shown()} agents, not 12`,
    );
    if ((await pressed()) !== 'Google') throw new Error('the Google chip is not pressed');
    await page.goto(`${origin}/ai-agents?category=Google`);
    await settled(page);
    if ((await shown()) !== 12 || (await pressed()) !== 'Google')
      throw new Error('a reload lost the Google filter');
    await enhanced(page);
    await page.click('[data-category-choice="All"]');
    await waitFor(async () => (await pathname(page)) === '/ai-agents', 'All did not clear the URL');
    await waitFor(async () => (await shown()) === 18, `All shows ${await shown()} agents, not 18`);
    await noConsoleErrors(page);
  },
};

const theme: Journey = {
  name: 'theme',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    await settled(page);
    await enhanced(page);
    const scheme = () =>
      page.evaluate<string>('document.documentElement.dataset.mantineColorScheme ?? ""');
    const first = await scheme();
    if (first !== 'light' && first !== 'dark')
      throw new Error(`the page starts with scheme "${first}"`);
    const other = first === 'light' ? 'dark' : 'light';
    const toggle = 'header button[aria-label="Toggle light and dark theme"]';
    await page.click(toggle);
    await waitFor(
      async () => (await scheme()) === other,
      `the toggle did not switch ${first} to ${other}`,
    );
    const background = await page.evaluate<string>(
      'getComputedStyle(document.body).backgroundColor',
    );
    await page.goto(`${origin}/about`);
    await settled(page);
    if ((await scheme()) !== other) throw new Error(`the next page forgot the ${other} theme`);
    const after = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    if (after !== background)
      throw new Error(`the ${other} theme paints ${after} on /about, ${background} on /`);
    await enhanced(page);
    await page.click(toggle);
    await waitFor(
      async () => (await scheme()) === first,
      `the toggle did not switch back to ${first}`,
    );
    await noConsoleErrors(page);
    return `${first} → ${other} → ${first}`;
  },
};

const copyLink: Journey = {
  name: 'copy-link',
  async run(page, origin) {
    const article = routesOf('blog/@slug')[0];
    if (!article) throw new Error('no article route');
    await page.setViewport(1280, 800);
    await page.goto(origin + article.path);
    await settled(page);
    await enhanced(page);
    await page.click('[data-copy-link] button');
    const said = () => page.evaluate<string>('document.body.innerText');
    await waitFor(
      async () => /Link copied!|Failed to copy/.test(await said()),
      'Copy link showed no toast',
    );
    if (!(await said()).includes('Link copied!'))
      throw new Error('Copy link said "Failed to copy"');
    await noConsoleErrors(page);
    return article.path;
  },
};

const keyboardMenu: Journey = {
  name: 'keyboard',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    await settled(page);
    await enhanced(page);
    const focused = () =>
      page.evaluate<string>(
        '(document.activeElement?.textContent ?? "").replace(/\\s+/g, " ").trim()',
      );
    const onSummary = () =>
      page.evaluate<boolean>(
        'document.activeElement?.matches("details[data-nav-menu] > summary") === true',
      );
    const open = () =>
      page.evaluate<boolean>('document.querySelector("details[data-nav-menu]").open');
    // From the top of the page, Tab reaches Products through the header's links.
    let presses = 0;
    while (!(await onSummary())) {
      if (++presses > 15)
        throw new Error(`15 Tabs never reached Products (focus on "${await focused()}")`);
      await page.press('Tab');
    }
    await page.press('Enter');
    await waitFor(open, 'Enter on Products did not open the menu');
    await page.press('Tab');
    if ((await focused()) !== 'API MCP Studio')
      throw new Error(`Tab into the menu focused "${await focused()}"`);
    await page.press('Escape');
    await waitFor(async () => !(await open()), 'Escape left the menu open');
    if (!(await onSummary())) throw new Error('Escape did not return focus to Products');
    await page.press('Enter');
    await waitFor(open, 'Enter did not open the menu again');
    await page.press('Tab');
    await page.press('Enter');
    await waitFor(
      async () => (await pathname(page)) === '/api-mcp-studio',
      'Enter on API MCP Studio went nowhere',
    );
    await settled(page);
    await noConsoleErrors(page);
    return `Products after ${presses} Tabs`;
  },
};

export const journeys: readonly Journey[] = [
  everyRoute,
  menuEscape,
  drawer,
  keyboardMenu,
  carouselWheel,
  faq,
  gallery,
  marketplace,
  theme,
  copyLink,
  ...formJourneys,
];
