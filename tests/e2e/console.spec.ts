import type { APIRequestContext, Page } from '@playwright/test';
import { MOCK_NAMESPACE_HEADER } from '#common/mock-namespace';
import { latestCode, sendCodeTo } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, hydrated, test } from './fixtures';

// The developer console at /__mock/ (mock-server/console), driven as a frontend developer would:
// open it beside the site, watch it update live, set a scenario with its own form. Each test
// has a namespace of its own (./mock-namespace.ts): the console shows that one.

const openConsole = async (page: Page, path = '/__mock/') => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Mock console' })).toBeVisible();
  // The event stream is open: from here on, nothing is missed.
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('a code sent from /login appears in the open console without a reload', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openConsole(page);
  // The journal's filter is set before the send: its row can then only arrive live.
  await tab(page, 'Requests').click();
  await page.getByLabel('Path contains').fill('/api/auth/generate');
  await tab(page, 'Outbox').click();
  let loads = 0;
  page.on('load', () => (loads += 1));
  const email = 'console-outbox@example.com';

  const site = await context.newPage();
  await site.goto('/login');
  await hydrated(site);
  await sendCodeTo(site, email);
  await expect(site.getByLabel('Verification code')).toBeVisible();
  const code = await latestCode(request, email);

  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card).toContainText(code);
  await expect(card.locator('[data-code]')).toHaveText(code);
  // Newest first: this email is at the top.
  await card.getByRole('button', { name: `Copy the code sent to ${email}` }).click();
  await expect(card.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // The journal's row for this send arrived live too; its body opens on demand.
  const journal = (await (
    await request.get('/__mock/requests?path=/api/auth/generate&limit=1000')
  ).json()) as { id: string; request: { body: { data?: { email?: string } } | null } }[];
  const sent = journal.find((entry) => entry.request.body?.data?.email === email);
  expect(sent).toBeDefined();
  await tab(page, 'Requests').click();
  const row = page.locator(`tr[data-request-id="${sent?.id}"]`);
  await expect(row).toContainText('POST');
  await expect(row).toContainText('200');
  await row.getByRole('button', { name: /^Bodies of POST \/api\/auth\/generate/ }).click();
  await expect(page.getByRole('dialog').getByTestId('request-body')).toContainText(email);
  await page.keyboard.press('Escape');
  expect(loads).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('a "send-code → 429" scenario set in the console makes /login show its 429 toast', async ({
  page,
  context,
}) => {
  const email = 'console-scenario@example.com';
  await openConsole(page);
  // Keyboard only, no clicks: arrows move along the tabs, Tab enters the panel, Enter submits.
  await tab(page, 'Outbox').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Scenarios')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Scenarios')).toBeFocused();
  const form = page.getByRole('form', { name: 'Set a scenario' });
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Operation')).toBeFocused();
  await form.getByLabel('Operation').selectOption('sendCode');
  await form.getByLabel('Status').selectOption('429');
  await expect(form.getByLabel('Example')).toHaveValue('cooldown');
  await expect(form.getByLabel('The next calls')).toBeChecked();
  await form.getByLabel('Calls', { exact: true }).fill('1');
  await page.keyboard.press('Enter');
  const active = page.getByRole('region', { name: 'Active scenarios' });
  const row = active.getByRole('row').filter({ hasText: '429 cooldown' });
  await expect(row).toContainText('429 cooldown');
  await expect(row).toContainText('1 of 1 left');

  const site = await context.newPage();
  await site.goto('/login');
  await hydrated(site);
  await sendCodeTo(site, email);
  await expect(site.locator('[data-sonner-toast]').filter({ hasText: /^Error/ })).toContainText(
    'Please wait 30 seconds before requesting a new code.',
  );
  await expect(site.getByLabel('Verification code')).toBeHidden();

  // Used up: the console's list drops it, live.
  await expect(row).toBeHidden();
});

/** Something in every panel (an email, a scenario, a whitelist entry), then the console open. */
async function consoleWithData(page: Page, request: APIRequestContext, email: string) {
  await request.post('/api/auth/generate', { data: { email } });
  await request.post('/api/auth/whitelist', { data: { email } });
  await request.post('/__mock/scenarios', { data: { operation: 'sendCode', status: 500 } });
  await openConsole(page);
  // A short journal: axe on a 1,000-row table proves nothing more and takes long.
  await tab(page, 'Requests').click();
  await page.getByLabel('Path contains').fill('/__mock/scenarios');
  await tab(page, 'Outbox').click();
}

// One test per width (ten axe scans each): all twenty in one test outgrew a loaded machine's
// two minutes.
for (const width of [1280, 375]) {
  test(`the console is axe clean in both themes at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = 'console-axe@example.com';
    await consoleWithData(page, request, email);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    for (const scheme of ['light', 'dark'] as const) {
      const root = page.locator('html');
      if ((await root.getAttribute('data-mantine-color-scheme')) !== scheme) {
        await page.getByRole('button', { name: 'Toggle light and dark theme' }).click();
      }
      await expect(root).toHaveAttribute('data-mantine-color-scheme', scheme);
      for (const name of ['Outbox', 'Requests', 'Scenarios', 'State', 'Namespaces']) {
        await tab(page, name).click();
        await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
        await page.waitForFunction(() => document.getAnimations().length === 0);
        await expectNoAxeViolations(page, `${name}, ${width} px, ${scheme}`);
        // Tables scroll in their own region; the page itself never scrolls sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          `${name}, ${width} px, ${scheme}: horizontal overflow`,
        ).toBeLessThanOrEqual(0);
      }
    }
  });
}

test("the console's on-demand states are axe clean: a request's bodies, a refused form", async ({
  page,
  request,
}) => {
  const email = 'console-axe-states@example.com';
  await consoleWithData(page, request, email);
  await tab(page, 'Requests').click();
  await page
    .getByRole('button', { name: /^Bodies of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('request-body')).toBeVisible();
  // Contrast is judged on the dialog as shown, not halfway through its fade-in.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await expectNoAxeViolations(page, 'request bodies dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await tab(page, 'Scenarios').click();
  await page.getByLabel('Calls', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Set scenario' }).click();
  await expect(page.getByRole('alert')).toContainText('Calls must be a whole number');
  await expectNoAxeViolations(page, 'scenario form error');
});

test('the console looks at the namespace its address names, lives in it, switches and clears', async ({
  browser,
  playwright,
  baseURL,
  request,
  mockNamespace,
}) => {
  // A browser without this test's namespace header or cookie: the console alone chooses.
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const page = await context.newPage();
  const other = `${mockNamespace.slice(0, 57)}-other`;
  const there = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { [MOCK_NAMESPACE_HEADER]: other },
  });
  const card = (email: string) => page.getByRole('listitem').filter({ hasText: email });
  await request.post('/api/auth/generate', { data: { email: 'mine@example.com' } });
  await there.post('/api/auth/generate', { data: { email: 'theirs@example.com' } });

  await openConsole(page, `/__mock/?ns=${mockNamespace}`);
  await expect(page.getByTestId('mock-namespace')).toHaveText(`Namespace: ${mockNamespace}`);
  await expect(card('mine@example.com')).toBeVisible();
  await expect(card('theirs@example.com')).toHaveCount(0);

  await tab(page, 'Namespaces').click();
  const live = page.getByRole('region', { name: 'Live namespaces' });
  await expect(live.getByRole('row').filter({ hasText: mockNamespace }).first()).toContainText(
    '(shown)',
  );
  await live.getByRole('button', { name: `Show namespace ${other}` }).click();
  await expect(page.getByTestId('mock-namespace')).toHaveText(`Namespace: ${other}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(card('theirs@example.com')).toBeVisible();
  await expect(card('mine@example.com')).toHaveCount(0);
  // The live feed is that namespace's too: a code sent there arrives without a reload.
  await there.post('/api/auth/generate', { data: { email: 'theirs-again@example.com' } });
  await expect(card('theirs-again@example.com')).toBeVisible();

  await tab(page, 'Namespaces').click();
  await page.getByRole('button', { name: `Clear namespace ${other}` }).click();
  await expect(page.getByText(`Namespace ${other} is cleared.`)).toBeVisible();
  await expect(tab(page, 'Outbox')).toHaveText('Outbox (0)');
  // This test's own namespace is untouched.
  expect(await (await request.get('/__mock/outbox')).json()).toHaveLength(1);
  await there.dispose();
  await context.close();
});
