// The hero's product screen (ProductShot with `priority`): the system theme's picture is preloaded
// from the top of the page with high priority, and the other theme's is never fetched (it was
// preloaded too, costing the home page 0.1× of the branded bare page's LCP in Lighthouse, then
// fetched last in line by its eager <img>, 9 KB once the screens were outlines). A
// visitor whose saved theme differs from the system's still gets their picture. Requests are read
// from the DevTools protocol, which has each one's priority, in a fresh context per case.

import type { Browser } from '@playwright/test';
import { COLOR_SCHEME_KEY } from '#web/components/ThemeToggle/theme-toggle.enhance.ts';
import { expect, test } from './fixtures';

const heroes = [
  { path: '/', light: '/images/screens/results.svg' },
  { path: '/api-mcp-studio', light: '/images/screens/collections.svg' },
] as const;
const darkOf = (light: string) => light.replace(/\.svg$/, '-dark.svg');

test.describe.configure({ mode: 'parallel' });

/**
 * Loads `path` in a new context whose system theme is `system` (and saved theme `saved`, if any);
 * returns each request's priority by path, and what the hero shows.
 */
async function visit(
  browser: Browser,
  baseURL: string,
  path: string,
  system: 'light' | 'dark',
  saved?: 'light' | 'dark',
) {
  const context = await browser.newContext({ baseURL, colorScheme: system });
  const page = await context.newPage();
  if (saved) {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      COLOR_SCHEME_KEY,
      saved,
    ] as const);
  }
  const session = await context.newCDPSession(page);
  const priorities = new Map<string, string>();
  session.on('Network.requestWillBeSent', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!priorities.has(pathname)) priorities.set(pathname, request.initialPriority);
  });
  await session.send('Network.enable');
  await page.goto(path, { waitUntil: 'load' });
  const shown = page.locator('main img:visible').first();
  await expect(shown).toHaveJSProperty('complete', true);
  const picture = {
    src: new URL((await shown.getAttribute('src')) ?? '', baseURL).pathname,
    width: await shown.evaluate((image: HTMLImageElement) => image.naturalWidth),
  };
  await context.close();
  return { priorities, picture };
}

for (const { path, light } of heroes) {
  const dark = darkOf(light);
  for (const system of ['light', 'dark'] as const) {
    test(`${path}, system ${system}: only that theme's hero is fetched at high priority`, async ({
      browser,
      baseURL,
    }) => {
      const { priorities, picture } = await visit(browser, baseURL ?? '', path, system);
      const [own, other] = system === 'light' ? [light, dark] : [dark, light];
      expect(picture).toEqual({ src: own, width: 1200 });
      expect(priorities.get(own), `${own} (shown)`).toBe('High');
      // The hidden theme's picture is not fetched at all.
      expect(priorities.get(other), `${other} (hidden)`).toBeUndefined();
    });
  }

  test(`${path}: a saved dark theme on a light system still shows the dark hero`, async ({
    browser,
    baseURL,
  }) => {
    const { picture } = await visit(browser, baseURL ?? '', path, 'light', 'dark');
    expect(picture).toEqual({ src: dark, width: 1200 });
  });
}
