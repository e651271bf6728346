// Every test in a mock namespace of its own (docs/mock-namespaces.md, "From Playwright and Cypress"):
// its outbox, codes, scenarios, journal and rate-limit windows are its alone, so tests run in
// parallel on one mock server without unique addresses, scoped scenarios or raised limits. It
// imports nothing but @playwright/test and node:crypto, so another project copies it as it is.
import { createHash, randomBytes } from 'node:crypto';
import { test as base, type TestInfo } from '@playwright/test';

/** The request header and the cookie that name a namespace (common/mock-namespace.ts). */
export const MOCK_NAMESPACE_HEADER = 'x-mock-namespace';
export const MOCK_NAMESPACE_COOKIE = 'mock_ns';

/** The longest name the mock accepts. */
const maxNameLength = 64;

/**
 * This run's mark, in every name: a rerun against a mock that is still running (its namespaces
 * live 30 idle minutes) starts in fresh namespaces, never in the last run's outbox, cooldowns,
 * limits and scenarios. Each worker draws its own; names stay unique either way.
 */
const runMark = randomBytes(3).toString('hex');

const clean = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .replace(/-+$/, '');

/**
 * A valid namespace name (lower-case letters, digits, '.', '_' or '-', starting with a letter or
 * digit, 64 at most) for one run of one test: the test's title for the reader, then a short
 * digest of its id (unique per test and project), this run's mark, its repeat and its retry.
 */
export function namespaceFor(
  test: Pick<TestInfo, 'title' | 'testId' | 'repeatEachIndex' | 'retry'>,
  run = runMark,
): string {
  const id = createHash('sha256').update(test.testId).digest('hex').slice(0, 8);
  const unique = `${id}-${run}-${test.repeatEachIndex}-${test.retry}`;
  const title = clean(test.title)
    .slice(0, maxNameLength - unique.length - 1)
    .replace(/-+$/, '');
  return title === '' ? unique : `${title}-${unique}`;
}

export const test = base.extend<{ mockNamespace: string }>({
  /** This test's namespace, for a test that names it (the console's `?ns=`, say). */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  mockNamespace: async ({}, use, testInfo) => {
    const name = namespaceFor(testInfo);
    // In the report of every test, so a failed one says where to look.
    const origin = testInfo.project.use.baseURL ?? '';
    testInfo.annotations.push({
      type: 'mock namespace',
      description: `${name} (console: ${origin}/__mock/?ns=${name})`,
    });
    await use(name);
  },
  // Every request of `request` and of the page's context: documents, scripts and its fetches.
  extraHTTPHeaders: async ({ extraHTTPHeaders, mockNamespace }, use) => {
    await use({ ...extraHTTPHeaders, [MOCK_NAMESPACE_HEADER]: mockNamespace });
  },
  // The cookie as well, so a request that leaves the header behind still lands here; the mock
  // reads the header first, and both name the same namespace. Nothing is cleared afterwards: the
  // mock expires idle namespaces, and a failed test's stays there to be looked at in the console.
  context: async ({ context, baseURL, mockNamespace }, use) => {
    if (baseURL)
      await context.addCookies([
        { name: MOCK_NAMESPACE_COOKIE, value: mockNamespace, url: baseURL },
      ]);
    await use(context);
  },
});

export { expect } from '@playwright/test';
