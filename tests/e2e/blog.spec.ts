import type { Page } from '@playwright/test';
import { posts } from '#web/content/blog/posts.ts';
import { publishedAt } from '#web/content/blog/published-at.ts';
import { articleUrl, shareLinks } from '#web/features/blog/ShareBar/share-links.ts';
import { TOASTER_ROOT_ID } from '#web/toast/mount.ts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectTooltipsOnIconControls } from './icon-controls';

const [featured, ...others] = posts;
const postAt = (id: number) => {
  const post = posts[id - 1];
  if (!post) throw new Error(`no post ${id}`);
  return post;
};

test('/blog shows the featured post large and the other eight in a grid', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/blog');
  const top = page.getByRole('region', { name: 'Featured article' }).getByRole('article');
  const grid = page.getByRole('list', { name: 'More articles' }).getByRole('article');
  await expect(top).toHaveCount(1);
  await expect(top.getByRole('heading')).toHaveText(featured?.title ?? '');
  await expect(grid).toHaveCount(8);
  await expect(grid.getByRole('heading')).toHaveText(others.map((post) => post.title));
  const [big, small] = [await top.boundingBox(), await grid.first().boundingBox()];
  expect(big?.width ?? 0).toBeGreaterThan(2 * (small?.width ?? Infinity));
  // On a wide screen the featured post's text sits beside its image, not under it: the site's own
  // rules win over Mantine's Paper and Card (inside @layer mantine: mantine-styles.ts).
  const [image, heading] = [
    await top.getByRole('img').boundingBox(),
    await top.getByRole('heading').boundingBox(),
  ];
  expect(heading?.x ?? 0).toBeGreaterThanOrEqual((image?.x ?? 0) + (image?.width ?? Infinity));
  expect(heading?.y ?? Infinity).toBeLessThan((image?.y ?? 0) + (image?.height ?? 0));

  for (const post of posts) {
    const card = page.getByRole('article').filter({ hasText: post.title });
    const image = card.getByRole('img', { name: post.imageAlt });
    await expect(image).toHaveAttribute('src', post.image);
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '630');
    await expect(card.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    for (const text of [post.category, post.excerpt, post.author, `${post.readTime} min read`]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(card.locator(`time[datetime="${publishedAt(post.isoDate)}"]`)).toHaveText(
      post.date,
    );
  }
  expect(consoleErrors).toEqual([]);
});

for (const post of posts) {
  test(`${post.slug}: title, meta, breadcrumbs, body, share bar, related posts`, async ({
    page,
  }) => {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Blog', post.title]);
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Blog']);
    await expect(trail.getByText(post.title)).toHaveAttribute('aria-current', 'page');

    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    for (const text of [post.category, `${post.readTime} min read`, post.author]) {
      await expect(article.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(article.getByText(`, ${post.authorRole}`)).toBeVisible();
    await expect(article.locator(`time[datetime="${publishedAt(post.isoDate)}"]`)).toHaveText(
      post.date,
    );
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(
      post.headings.filter((h) => h.depth === 2).map((h) => h.text),
    );
    // The share bar follows the article (beside it on wide screens), still inside main.
    const shareBar = page.getByRole('main').getByRole('region', { name: 'Share this article' });
    await expect(shareBar).toBeVisible();

    const url = articleUrl(post.slug);
    for (const link of shareLinks({ url, title: post.title })) {
      const anchor = shareBar.getByRole('link', { name: new RegExp(`^${link.label}`) });
      const href = (await anchor.getAttribute('href')) ?? '';
      expect(href).toBe(link.href);
      expect(href).toContain(encodeURIComponent(url));
      if (link.id !== 'linkedin') expect(href).toContain(encodeURIComponent(post.title));
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(shareBar.getByRole('link', { name: /Discord/ })).toHaveAttribute(
      'href',
      'https://discord.gg/testbeam',
    );
    await expect(shareBar.getByRole('link', { name: /GitHub Discussions/ })).toHaveAttribute(
      'href',
      'https://github.com/orgs/testbeam/discussions',
    );
    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('article');
    await expect(related).toHaveCount(3);
    await expect(related.getByRole('heading')).not.toContainText([post.title]);
  });
}

/** Scrolls to the share bar, as a reader does, once copy-link.enhance.ts has attached the copy. */
async function copyLinkReady(page: Page) {
  const button = page.getByRole('button', { name: 'Copy link' });
  await button.scrollIntoViewIfNeeded();
  // Pre-rendered enabled (a click before the code runs is captured); ready once not pending.
  await expect(page.locator('[data-copy-link]')).not.toHaveAttribute('data-pending');
}

test.describe('Copy link', () => {
  const post = postAt(4);
  const url = articleUrl(post.slug);

  test('copies the article URL and says so', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${post.slug}`);
    await copyLinkReady(page);
    // The site's one toaster (sonner) is not part of an article's first load: it mounts on the
    // first press.
    const toasterRoot = page.locator(`#${TOASTER_ROOT_ID}`);
    await expect(toasterRoot).not.toHaveAttribute('data-mounted');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toasterRoot).toHaveAttribute('data-mounted', 'true');
    // sonner's toast: announced, closable, axe-clean. The pointer rests on it, which holds its
    // 4 s clock (as for a reader), so the checks below can take as long as a loaded machine needs
    // before the close button is pressed.
    const toast = page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem');
    await expect(toast).toHaveAttribute('data-sonner-toast');
    await toast.hover();
    await expect(page.getByText('Link copied!')).toBeVisible();
    await expect(page.getByText('Article link has been copied to clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(toast).toContainText('Link copied!');
    await expectTooltipsOnIconControls(page, 'copy link toast');
    await expectNoAxeViolations(page, 'copy link toast');
    await toast.getByRole('button', { name: 'Close toast' }).click();
    await expect(toast).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('reports a clipboard that refuses', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await page.goto(`/blog/${post.slug}`);
    await copyLinkReady(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Failed to copy')).toBeVisible();
    await expect(page.getByText('Could not copy link to clipboard.')).toBeVisible();
    await expect(page.getByText('Link copied!')).toHaveCount(0);
  });
});

test.describe('calls to action in the posts', () => {
  for (const id of [1, 5, 7]) {
    test(`post ${id} offers Get Started Free and Contact Sales`, async ({ page }) => {
      await page.goto(`/blog/${postAt(id).slug}`);
      const start = page.getByRole('link', { name: 'Get Started Free' });
      await expect(start).toHaveAttribute('href', '/api-mcp-studio-access');
      await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await start.click();
      await expect(page).toHaveURL('/api-mcp-studio-access');
    });
  }

  for (const id of [2, 9]) {
    test(`post ${id} links to sign-in`, async ({ page }) => {
      await page.goto(`/blog/${postAt(id).slug}`);
      await expect(page.getByRole('link', { name: 'sign in', exact: true })).toHaveAttribute(
        'href',
        '/login',
      );
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const post of posts) {
    test(`${post.slug} reads in full`, async ({ page }) => {
      await page.goto(`/blog/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const body = page.locator('[data-article-body]');
      await expect(body.locator('h2[id], h3[id]')).toHaveCount(post.headings.length);
      await expect(body.locator('p').last()).toBeVisible();
      await expect(body.locator('pre.shiki span[style]').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Share on X/ })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Related articles' }).getByRole('article'),
      ).toHaveCount(3);
    });
  }
});
