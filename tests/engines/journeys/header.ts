// The header's Products menu (by mouse and by keyboard) and the phone drawer.

import type { Journey } from '../driver';
import { byText, enhanced, settled, waitFor } from '../wait';
import { noConsoleErrors, pathname, text } from './page-checks';

export const menuEscape: Journey = {
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

export const drawer: Journey = {
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

export const keyboardMenu: Journey = {
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
