// The security headers as the browser receives them, and proof that the automatic CSP check of
// fixtures.ts (which every other test runs) does catch a violation.
import { templateRoute } from '#web/config/routes.ts';
import { expect, test } from './fixtures';

test('every page answers with the strict security headers', async ({ request }) => {
  const pages = (['home', 'contact', 'sign-in', 'article'] as const).map(templateRoute);
  for (const path of [...pages.map((route) => route.path), '/nope']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = Object.fromEntries(
      (headers['content-security-policy'] ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(csp['script-src'], path).toContain("'self'");
    expect(csp['script-src']?.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp['object-src'], path).toEqual(["'none'"]);
    expect(csp['base-uri'], path).toEqual(["'none'"]);
    expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
    expect(csp['form-action'], path).toEqual(["'self'"]);
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('no Google script is requested on pages that do not need one', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const pages = (['home', 'sign-in', 'contact', 'blog index'] as const).map(templateRoute);
  for (const { path } of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((url) => /google|gstatic|recaptcha/.test(url))).toEqual([]);
});

test('the automatic CSP check reports an inline script that the policy blocks', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/^script-src(-elem)? blocked inline on \/about$/);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  // Seen and expected here; every other test fails on any violation.
  cspViolations.length = 0;
});
