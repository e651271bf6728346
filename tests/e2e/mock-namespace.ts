// Every test in a mock namespace of its own (docs/mock-server.md, "From Playwright and Cypress"): its outbox,
// codes, scenarios, journal and rate-limit windows are its alone, so tests run in parallel on one
// mock server without unique addresses, scoped scenarios or raised limits. Another suite can copy
// it with the two names of #common/mock-namespace written in.
import { basename } from 'node:path';
import { test as base, type TestInfo } from '@playwright/test';
import { MOCK_NAMESPACE_COOKIE, MOCK_NAMESPACE_HEADER } from '#common/mock-namespace';

/** The longest name the mock accepts. */
const maxNameLength = 64;

/**
 * A valid namespace name (lower-case letters, digits, '.', '_' or '-', starting with a letter or
 * digit, 64 at most) for one run of one test: the spec file's name for the reader, then the test's
 * id (unique per test and project), its repeat and its retry, so no two runs share one.
 */
export function namespaceFor(
  test: Pick<TestInfo, 'file' | 'testId' | 'repeatEachIndex' | 'retry'>,
): string {
  const clean = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[^a-z0-9]+/, '');
  const unique = clean(`${test.testId}-${test.repeatEachIndex}-${test.retry}`);
  const file = clean(basename(test.file).replace(/\.(spec|test)\.[cm]?[jt]sx?$/, ''));
  const room = maxNameLength - unique.length - 1;
  return room > 0 && file !== ''
    ? `${file.slice(0, room)}-${unique}`
    : unique.slice(0, maxNameLength);
}

export const test = base.extend<{ mockNamespace: string }>({
  /** This test's namespace, for a test that names it (the console's `?ns=`, say). */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  mockNamespace: async ({}, use, testInfo) => {
    await use(namespaceFor(testInfo));
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
