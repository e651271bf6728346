import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../scripts/tooling/browser';
import { siteServerEnv } from './server-env';

const port = Number(process.env.E2E_PORT || 8090);
const rootDir = join(import.meta.dirname, '../..');

// Runs against the built site served by the mock server (`npm run build` first; `npm test` does).
export default defineConfig({
  testDir: '.',
  // Specs only: *.test.ts files here are Vitest units of the suite's pure helpers.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One worker per core. Nothing the tests share caps it: each works in a mock namespace of its
  // own (./mock-namespace.ts). Playwright's default, half the cores, would leave a core idle
  // while a test waits on the browser and the server, as it does much of its time.
  workers: availableParallelism(),
  retries: 0,
  // A ceiling for a loaded 2-core CI machine (axe on a long article takes seconds), not a goal.
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  // E2E_REPORT_JSON=file also writes every test's duration as JSON (where the suite's time goes).
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ...(process.env.E2E_REPORT_JSON
      ? [['json', { outputFile: process.env.E2E_REPORT_JSON }] as const]
      : []),
  ],
  outputDir: join(rootDir, 'test-results'),
  // The site's contract coverage, from the mock's records, before the webServer stops.
  globalTeardown: './coverage/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace for every test costs about a third of the run, so it is asked for:
    // E2E_TRACE=1 keeps the trace of each failed test (`npx playwright show-trace` opens it).
    // Otherwise the error and its screenshot-free report are printed.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/first-page-font.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // A tab's first page is drawn in Inter when the font arrives within font-display
      // optional's short block period (about 100 ms): measured alone, after the rest, one page at
      // a time, as on a visitor's machine, not beside two workers' other pages on a 2-core CI
      // machine (where one first page in 25 missed it).
      name: 'first-page',
      testMatch: '**/first-page-font.spec.ts',
      dependencies: ['chromium'],
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx mock-server/src/server.ts',
    cwd: rootDir,
    env: siteServerEnv(port),
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
