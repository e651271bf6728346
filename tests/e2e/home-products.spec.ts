// The home and product pages beyond the carousel (carousel.spec.ts): the demo video, the FAQ,
// /about, and the waitlist buttons.
import { homeFaq, microSaasFaq, studioFaq } from '#web/content/faq.ts';
import { expect, hydrated, test } from './fixtures';

test('home: the demo video shows the poster of the theme shown, fetches no other, and does not play by itself', async ({
  page,
}) => {
  const posters: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media/demo-poster')) posters.push(pathname);
  });
  await page.goto('/');
  const shown = page.locator('#demo video:visible');
  for (const [scheme, poster] of [
    ['light', '/media/demo-poster.webp'],
    ['dark', '/media/demo-poster-dark.webp'],
  ] as const) {
    if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) !== scheme) {
      await page.getByRole('button', { name: 'Toggle light and dark theme' }).click();
    }
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(shown).toHaveCount(1);
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toHaveAttribute('controls', '');
    await expect(shown).not.toHaveAttribute('autoplay');
    await expect(shown).toHaveCSS('background-image', new RegExp(`${poster.replace('.', '\\.')}`));
    await expect.poll(() => posters).toContain(poster);
    expect(await shown.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    // Until the theme changes, the other theme's poster is never fetched.
    if (scheme === 'light') expect(posters).toEqual([poster]);
  }
});

for (const [path, items] of [
  ['/', homeFaq],
  ['/micro-saas', microSaasFaq],
  ['/api-mcp-studio', studioFaq],
] as const) {
  test(`${path}: the FAQ keeps one item open at a time and collapses it again`, async ({
    page,
  }) => {
    await page.goto(path);
    const faq = page.locator('main details[name]');
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(items.length);
    const first = faq.nth(0);
    const second = faq.nth(1);

    await questions.nth(0).click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(items[0]?.answer ?? '')).toBeVisible();
    await questions.nth(1).click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await questions.nth(1).click();
    await expect(second).not.toHaveAttribute('open');
    await expect(page.locator('main details[name][open]')).toHaveCount(0);

    // From the keyboard too.
    await questions.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(faq.nth(2)).toHaveAttribute('open', '');
  });
}

test('/about: breadcrumb, four values, three expertise cards, four stats and both actions', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
    'href',
    '/login',
  );
  await page.getByRole('link', { name: 'Schedule Demo' }).click();
  await expect(page).toHaveURL(/\/contact\?category=general&subject=Demo%20request$/);
  await expect(page.getByLabel('Subject')).toHaveValue('Demo request');
});

for (const [path, name] of [
  ['/agentic-workflow', 'Agentic Workflow'],
  ['/micro-saas', 'Micro SaaS'],
] as const) {
  test(`${path}: Join the Waitlist leads to its waitlist, which joins and confirms`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByText('Coming Soon', { exact: true }).first()).toBeVisible();
    const join = main.getByRole('link', { name: 'Join the Waitlist' }).first();
    await join.click();
    await expect(page).toHaveURL(`${path}/waitlist`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Join the ${name} waitlist`);
    await hydrated(page);
    const email = 'waitlist@example.com';
    await page.getByLabel(/Email/).fill(email);
    await page.getByLabel(/Email/).press('Enter');
    const confirmation = page.getByRole('status').filter({ hasText: email });
    await expect(
      confirmation.getByRole('heading', { name: `You're on the ${name} waitlist` }),
    ).toBeFocused();
    // The confirmation outlives the toast; the same address again is refused by name.
    await confirmation.getByRole('button', { name: 'Add another address' }).click();
    await page.getByLabel(/Email/).fill(email);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(
      page.locator('[data-sonner-toast]', {
        hasText: `This email is already on the ${name} waitlist`,
      }),
    ).toBeVisible();
  });
}
