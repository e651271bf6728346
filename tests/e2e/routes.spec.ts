import { routes } from '#web/config/routes.ts';
import { expect, test } from './fixtures';

// Each route's title, heading, description, breadcrumbs and console are checked in a11y.spec.ts,
// on the same visit as its axe run.

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

test('the raw HTML of every route already holds its <h1> and <title>', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html, route.path).toMatch(
      new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(route.heading))}</h1>`),
    );
    expect(html, route.path).toContain(`<title>${escapeHtml(route.title)} | Testbeam</title>`);
    // Nothing render-blocking: the page's own rules are inline and the shared stylesheet
    // is linked only for visitors without JavaScript; the loader fetches it after the first paint.
    expect(/<style id="critical-css">[\s\S]+?<\/style>/.test(html), route.path).toBe(true);
    expect(html.match(/<link[^>]+rel="stylesheet"[^>]*>/g), route.path).toHaveLength(1);
    expect(
      /<noscript><link rel="stylesheet" href="[^"]+"><\/noscript>/.test(html),
      route.path,
    ).toBe(true);
    expect(/<script[^>]+src=/.test(html), route.path).toBe(false);
  }
});

test('a path with a trailing slash answers the same page without a redirect', async ({
  request,
}) => {
  const plain = await request.get('/about', { maxRedirects: 0 });
  const slashed = await request.get('/about/', { maxRedirects: 0 });
  expect(plain.status()).toBe(200);
  expect(slashed.status()).toBe(200);
  expect(await slashed.text()).toBe(await plain.text());
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the boot script arrives with its imports: the browser never discovers one late', async ({
  page,
}) => {
  // Every chunk the boot script imports statically is hinted in the head (scripts/build/
  // boot-preload.ts). Without the hints the browser can only ask for a chunk once the boot script
  // has arrived and been parsed; with them, every one is requested before that. /about has no
  // islands, so the boot graph is all the JavaScript it loads.
  await page.goto('/about');
  // The loader asks for the boot script after the first paint, possibly after `load`.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        requested: entry.startTime,
        arrived: entry.responseEnd,
      })),
  );
  const boot = scripts.find((script) => script.path.startsWith('/assets/entries/pages_client.'));
  const imports = scripts.filter((script) => script !== boot);
  expect(boot, 'the boot script').toBeDefined();
  expect(imports.length).toBeGreaterThan(0);
  for (const chunk of imports) {
    expect(chunk.requested, `${chunk.path} requested before the boot script arrived`).toBeLessThan(
      boot?.arrived ?? 0,
    );
  }
});
