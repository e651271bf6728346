import { routes } from '../../web/src/config/routes';
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
    // One render-blocking stylesheet, shared and cached by every page (vite.config.ts): each
    // extra one costs a mobile visitor a round trip before the first paint.
    expect(html.match(/<link[^>]+rel="stylesheet"/g), route.path).toHaveLength(1);
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
