import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What a visitor does before a control's code has run is never lost. Each test runs on
// a slow phone (4× CPU throttling, 400 ms latency, 50 KB/s) and acts as soon as the control
// shows, which is seconds before the page's scripts have arrived.

const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 50 * 1024,
  uploadThroughput: 50 * 1024,
};

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the site's scripts back until `release` is called: the visitor's action then surely
 * comes before the code that handles it, however fast or loaded the machine is.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the element, or one of its ancestors, still waits for its code (early-input.ts). */
function isPending(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.closest('[data-pending]') !== null);
}

test.describe('early input on a slow phone', () => {
  // Each test loads one page over a 50 KB/s line on purpose; they run in parallel.
  test.setTimeout(90_000);
  test.use({ viewport: { width: 375, height: 700 }, hasTouch: false });

  test('Next pressed as soon as the carousel shows moves it to the second slide', async ({
    page,
  }) => {
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const next = page.getByRole('button', { name: 'Next slide' }).first();
    await next.waitFor({ state: 'attached', timeout: 60_000 });
    await next.scrollIntoViewIfNeeded();
    const pendingAtClick = await isPending(page, '[aria-roledescription="carousel"]');
    await next.click();
    release();
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.getByText('2 / 10', { exact: true }).first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(carousel.getByRole('status')).toContainText('Slide 2 of 10');
    // The click really came before the carousel's code: it was captured, then replayed.
    expect(pendingAtClick).toBe(true);
  });

  for (const by of ['Enter', 'a tap on Send'] as const)
    test(`an address typed and sent with ${by} before scripts run sends one code, no reload`, async ({
      page,
    }) => {
      await slowPhone(page);
      const email = 'early@example.com';
      const sends: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/generate') && request.method() === 'POST')
          sends.push(request.postData() ?? '');
      });
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      const release = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'commit' });
      const field = page.getByLabel(/Email/);
      await field.waitFor({ state: 'visible', timeout: 60_000 });
      const pendingAtTyping = await isPending(page, 'input[type="email"]');
      await field.pressSequentially(email, { delay: 10 });
      if (by === 'Enter') await field.press('Enter');
      else await page.getByRole('button', { name: 'Send Verification Code' }).click();
      release();

      // The code step names the address: it was kept and sent.
      await expect(page.getByText(email).first()).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('button', { name: /Verify/ })).toBeVisible();
      expect(sends).toHaveLength(1);
      expect(JSON.parse(sends[0] ?? '{}')).toMatchObject({ email });
      expect(navigations, 'the page never reloaded').toHaveLength(1);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
      expect(pendingAtTyping).toBe(true);
    });

  test('Continue with Google pressed before scripts run asks once and leaves for Google, no code sent', async ({
    page,
  }) => {
    await slowPhone(page);
    const asks: string[] = [];
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/oauth/google/loginUrl')) asks.push(request.url());
      if (request.url().endsWith('/api/auth/generate')) sends.push(request.url());
    });
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const google = page.getByRole('button', { name: 'Continue with Google' });
    await google.waitFor({ state: 'visible', timeout: 60_000 });
    // Google is the card's first control, in a form of its own above the email form.
    const field = page.getByLabel(/Email/);
    await field.fill('early@example.com');
    const pendingAtClick = await isPending(page, 'input[type="email"]');
    await expect(google).toBeEnabled();
    await google.click();
    release();

    await page.waitForURL('**/__mock/oauth/google**', { timeout: 60_000 });
    expect(asks).toHaveLength(1);
    expect(new URL(asks[0] ?? '').searchParams.get('redirect')).toBe('/api_mcp_studio/');
    expect(sends).toHaveLength(0);
    expect(pendingAtClick).toBe(true);
  });

  test('a message written and sent before scripts run is sent once, no reload', async ({
    page,
    request,
  }) => {
    await slowPhone(page);
    const sends: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/auth/contactus') && sent.method() === 'POST')
        sends.push(sent.postData() ?? '');
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const send = page.getByRole('button', { name: 'Send message' });
    await send.waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByLabel('Name').fill('Early Ada');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Category').selectOption({ label: 'Feature request' });
    await page.getByLabel('Subject').fill('Sent before the scripts');
    await page.getByLabel('Message').fill('Pressed Send before the page had its scripts.');
    const pendingAtClick = await isPending(page, 'form[aria-label="Contact form"]');
    // A disabled button gets no click to keep: the press must find it enabled.
    await expect(send).toBeEnabled();
    await send.click();
    release();

    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible({
      timeout: 60_000,
    });
    expect(sends).toHaveLength(1);
    expect(JSON.parse(sends[0] ?? '{}')).toMatchObject({
      name: 'Early Ada',
      email: 'early@example.com',
      category: 'feature',
      subject: 'Sent before the scripts',
    });
    const stored = (await (await request.get('/__mock/messages')).json()) as { subject: string }[];
    expect(stored.map((message) => message.subject)).toEqual(['Sent before the scripts']);
    expect(navigations, 'the page never reloaded').toHaveLength(1);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact');
    expect(pendingAtClick).toBe(true);
  });

  test('a gallery screen clicked early opens inside the site', async ({ page }) => {
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto('/api-mcp-studio', { waitUntil: 'commit' });
    const gallery = page.getByRole('list', { name: /screen/i }).first();
    const screen = gallery.getByRole('link').or(gallery.getByRole('button')).first();
    await screen.waitFor({ state: 'attached', timeout: 60_000 });
    await screen.scrollIntoViewIfNeeded();
    await screen.click();
    release();

    // Either the lightbox opened on this page, or a page of the site about that screen did.
    const dialog = page.locator('dialog[open]');
    const sitePage = page.locator('main h1');
    await expect(dialog.or(sitePage).first()).toBeVisible({ timeout: 60_000 });
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.pathname).not.toMatch(/\.(svg|png|webp|jpe?g)$/);
    await expect(page.locator('header').first()).toBeVisible();
  });
});
