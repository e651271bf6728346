// npm run bench -- api — autocannon against each endpoint of the mock server, started in this
// process on a free loopback port with rate limits off and no added latency. Prints requests per
// second, p50/p99 latency and non-2xx answers per endpoint; asserts nothing.
// BENCH_DURATION: seconds per endpoint (5). BENCH_CONNECTIONS: concurrent connections (10).
// MOCK_DATA_DIR: passed through, to measure the stores persisted to disk (unset: in memory).

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import { positiveEnv } from '../tooling/positive-env';
import { figureColumns, formatTable } from './table';

interface BenchRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}

interface Result {
  /** Per-second samples; `total` counts every answer. */
  requests: Histogram & { total: number };
  /** Milliseconds, whole numbers (autocannon's histogram). */
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}

type Autocannon = (options: {
  url: string;
  duration: number;
  connections: number;
  requests: Array<BenchRequest & { setupRequest?: (request: BenchRequest) => BenchRequest }>;
}) => Promise<Result>;

// autocannon ships no types: the part of its programmatic API used here, typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const duration = positiveEnv('BENCH_DURATION', 5);
const connections = positiveEnv('BENCH_CONNECTIONS', 10);

const siteDir = join(import.meta.dirname, '../../dist/client');
const withSite = existsSync(join(siteDir, 'index.html'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  RATE_LIMITS: 'off',
  MOCK_LATENCY_MS: '0',
  SERVE_SITE: String(withSite),
  SITE_DIR: siteDir,
  MOCK_DATA_DIR: process.env.MOCK_DATA_DIR,
});
const app = await build(config, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

let counter = 0;
/** A new address per request: the same one would meet its 30 s resend cooldown or the 409. */
const freshEmail = () => `bench-${++counter}@example.com`;
const json = (body: unknown): BenchRequest => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

// Each request carries a valid body. Codes and reCAPTCHA tokens are issued in-process for each
// request (what the outbox and the stand-in script would hand out), so every verify and contact
// call takes the success path.
const endpoints: Array<{ name: string; request: BenchRequest; setup?: () => BenchRequest }> = [
  {
    name: 'POST /api/auth/generate',
    request: { path: '/api/auth/generate' },
    setup: () => json({ email: freshEmail(), recaptchaToken: '' }),
  },
  {
    name: 'POST /api/auth/validate',
    request: { path: '/api/auth/validate' },
    setup: () => {
      const email = freshEmail();
      const issued = app.namespaces.default.stores.otp.issue(email);
      return json({ email, code: issued.ok ? issued.code : '000000', recaptchaToken: '' });
    },
  },
  {
    name: 'POST /api/auth/whitelist',
    request: { path: '/api/auth/whitelist' },
    setup: () => json({ email: freshEmail(), recaptchaToken: '' }),
  },
  {
    name: 'POST /api/auth/contactus',
    request: { path: '/api/auth/contactus' },
    setup: () =>
      json({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        category: 'connector',
        subject: 'Request a Jira connector',
        message: 'We would love to test our Jira workflows with API MCP Studio.',
        recaptchaToken: app.namespaces.default.stores.recaptcha.issue('submit'),
      }),
  },
  {
    name: 'GET /api/auth/oauth/google/loginUrl',
    request: {
      method: 'GET',
      path: '/api/auth/oauth/google/loginUrl?redirect=%2Fapi_mcp_studio%2F',
    },
  },
  ...(withSite
    ? [{ name: 'GET / (pre-rendered page)', request: { method: 'GET', path: '/' } }]
    : []),
];

console.info(
  `bench api — ${url}, ${duration} s per endpoint, ${connections} connections, rate limits off, ` +
    `latency 0, stores ${config.MOCK_DATA_DIR ? `persisted to ${config.MOCK_DATA_DIR}` : 'in memory'}; ` +
    `autocannon runs in the server's process (and on its CPU).`,
);
if (!withSite) console.info('GET / skipped: no build in dist/client (npm run build).');

const rows: string[][] = [];
try {
  for (const { name, request, setup } of endpoints) {
    await app.namespaces.default.stores.reset();
    const result = await autocannon({
      url,
      duration,
      connections,
      requests: [
        { ...request, ...(setup ? { setupRequest: (base) => ({ ...base, ...setup() }) } : {}) },
      ],
    });
    const failures = result.errors + result.timeouts;
    rows.push([
      name,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.non2xx),
      `${result.requests.total}${failures > 0 ? ` (${failures} errors)` : ''}`,
    ]);
  }
} finally {
  await app.close();
}

console.info(
  `\n${formatTable(
    [
      { header: 'endpoint' },
      ...figureColumns('requests/s', 'p50 ms', 'p99 ms', 'non-2xx', 'requests'),
    ],
    rows,
  )}`,
);
