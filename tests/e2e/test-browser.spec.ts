// The suite's own browser (scripts/tooling/browser.ts): every Playwright context is a new window,
// and Chromium 15x builds the address bar's suggestion list for each one as a WebUI page in a
// renderer of its own, a third as much CPU as the pages under test. The flags turn it off; this
// fails if a Chromium update renames the feature and the popup comes back.
import { expect, test } from '@playwright/test';

test('a new context opens no browser UI page beside its own', async ({ browser }) => {
  const session = await browser.newBrowserCDPSession();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('about:blank');
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  const kinds = targetInfos.map((target) => `${target.type} ${target.url}`);
  expect(kinds).toContain('page about:blank');
  expect(kinds.filter((kind) => kind.startsWith('browser_ui'))).toEqual([]);
  await context.close();
  await session.detach();
});
