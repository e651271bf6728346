import { templateRoute, templateRoutes } from '#web/config/routes.ts';
import { ISLAND_ATTRIBUTE } from '#web/islands/attributes.ts';
import { TOASTER_ROOT_ID } from '#web/toast/mount.ts';
import { expect, test } from './fixtures';

// A page paints from its HTML alone (scripts/build/critical-css.ts): one route per template, each
// element's computed style with the site's stylesheet and without it, in one page.
const templates = [
  ...templateRoutes.map((route) => ({ path: route.path })),
  { path: '/no-such-page' },
];

/** The site's one stylesheet, every page's. */
const SITE_STYLESHEET = /\/assets\/static\/[\w.-]+\.css$/;
/** The same, as a pattern the page can run. */
const STYLESHEET = SITE_STYLESHEET.source;

/**
 * Every element's computed style (and its ::before, ::after, ::marker and ::placeholder where it has
 * one), by its place in the document: what the browser draws the page from. Two snapshots of the
 * same DOM that agree draw the same page, to the pixel, below the fold and in bands the viewport
 * never reached as well. Runs in the page: the first call keeps its snapshot there, the second
 * returns what differs from it, an element and its first differing properties per line.
 */
function computedStyles(step: string): string[] {
  const w = window as unknown as { __styles?: Map<string, string[]> };
  // Custom properties draw nothing themselves, and the ones a rule reads are resolved into the
  // properties compared here (the inline theme block keeps only those: critical-css.ts).
  const names = [...getComputedStyle(document.body)].filter((name) => !name.startsWith('--'));
  const snapshot = new Map<string, string[]>();
  const valuesOf = (style: CSSStyleDeclaration) =>
    names.map((name) => style.getPropertyValue(name));
  document.querySelectorAll('body, body *').forEach((el, index) => {
    const classes = [...el.classList].slice(0, 2).map((name) => `.${name}`);
    const key = `${index} ${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.join('')}`;
    snapshot.set(key, valuesOf(getComputedStyle(el)));
    for (const pseudo of ['::before', '::after', '::marker', '::placeholder']) {
      const style = getComputedStyle(el, pseudo);
      const drawn =
        pseudo === '::placeholder'
          ? el.matches('input, textarea')
          : pseudo === '::marker'
            ? el.matches('li, summary')
            : style.content !== 'none' && style.content !== 'normal';
      if (drawn) snapshot.set(`${key}${pseudo}`, valuesOf(style));
    }
  });
  if (step === 'keep') {
    w.__styles = snapshot;
    return [...snapshot.keys()];
  }
  const kept = w.__styles ?? new Map<string, string[]>();
  const lines: string[] = [];
  for (const key of new Set([...kept.keys(), ...snapshot.keys()])) {
    const full = kept.get(key);
    const critical = snapshot.get(key);
    if (!full || !critical) {
      lines.push(`${key}: ${full ? 'only with' : 'only without'} the stylesheet`);
      continue;
    }
    const changed = names
      .map((name, i) => [name, full[i], critical[i]] as const)
      .filter(([, a, b]) => a !== b)
      .slice(0, 4)
      .map(([name, a, b]) => `${name}: ${a} (without: ${b})`);
    if (changed.length > 0) lines.push(`${key}: ${changed.join(', ')}`);
  }
  return lines;
}

for (const { path } of templates) {
  for (const [width, colorScheme] of [
    [375, 'light'],
    [1280, 'dark'],
  ] as const) {
    test(`${path} at ${width} px ${colorScheme}: the inlined rules alone draw it as the stylesheet does`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // A form page mounts its toaster in a task after hydration (web/src/toast/notify.ts): wait
      // for it, so both passes below see the same elements.
      await page.waitForFunction(
        ([island, root]) =>
          !document.querySelector(`[${island}]`) ||
          !!document.getElementById(root)?.querySelector('section'),
        [ISLAND_ATTRIBUTE, TOASTER_ROOT_ID] as const,
      );
      const applied = (pattern: string) =>
        [...document.styleSheets].some((sheet) => new RegExp(pattern).test(sheet.href ?? ''));
      await page.waitForFunction(applied, STYLESHEET);
      const kept = await page.evaluate(computedStyles, 'keep');
      // The page as it was drawn before the stylesheet arrived: its inlined rules alone.
      await page.evaluate((pattern) => {
        for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
          if (new RegExp(pattern).test(link.href)) link.remove();
        }
      }, STYLESHEET);
      expect(await page.evaluate(applied, STYLESHEET)).toBe(false);
      const differences = await page.evaluate(computedStyles, 'compare');
      await context.close();
      expect(kept.length).toBeGreaterThan(50);
      expect(differences, 'what differs without the stylesheet').toEqual([]);
    });
  }
}

test('every page applies the stylesheet as it arrives: nothing waits for the visitor', async ({
  page,
}) => {
  const stylesheetApplied = () =>
    page.evaluate(
      (pattern) =>
        [...document.styleSheets].some((sheet) => new RegExp(pattern).test(sheet.href ?? '')),
      STYLESHEET,
    );
  for (const path of ['/login', '/about', '/']) {
    await page.goto(path);
    // No interaction at all: the first tap will not restyle the page.
    await expect.poll(stylesheetApplied, path).toBe(true);
    // One stylesheet, where the page's link was: right after the inlined rules.
    expect(
      await page.evaluate(
        () => document.querySelector('#critical-css + link')?.getAttribute('rel') ?? null,
      ),
    ).toBe('stylesheet');
  }
});

test('no script is requested before the first paint: only the font and the stylesheet may be', async ({
  browser,
}) => {
  const firstPages = (['home', 'about', 'sign-in', 'contact'] as const).map(templateRoute);
  for (const { path } of firstPages) {
    // A tab of its own each, as a visitor's first page.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const requests = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        beforePaint: entry.startTime < paint,
      }));
    });
    await context.close();
    const early = requests.filter(
      (request) => request.beforePaint && !/\.(svg|png|webp|avif|jpe?g)$/.test(request.path),
    );
    // The font is preloaded by the head, so the first paint is drawn in it; the stylesheet is
    // fetched at once and does not block the paint.
    expect(
      early.map((request) => request.path),
      path,
    ).toContainEqual(expect.stringMatching(/\/assets\/static\/[^/]+\.woff2$/));
    for (const request of early) expect(request.path, path).toMatch(/\.(woff2|css)$/);
    // What the loader fetches after it: the boot script.
    const later = requests.map((request) => request.path);
    expect(
      later.some((name) => SITE_STYLESHEET.test(name)),
      path,
    ).toBe(true);
    expect(
      later.some((name) => name.startsWith('/assets/entries/')),
      path,
    ).toBe(true);
  }
});
