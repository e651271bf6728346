// npm run bench -- namespaces — what namespaces (X-Mock-Namespace) cost the mock server. Prints
// numbers; asserts nothing.
// 1. The lookup on POST /api/auth/generate: the mock in this process (rate limits off, in-memory
//    stores) with 1,000 other namespaces live, autocannon sending a fresh address per request,
//    in interleaved rounds without and with the header (NS_ROUNDS, 5; the order alternates each
//    round), NS_SECONDS (3) each after a warm-up; medians over the rounds, and the median of each
//    round's with/without ratio; then the lookup alone (a million in a loop) as a share of a
//    request's time, a figure the machine's other load moves far less.
// 2. Memory: the mock as a child (`--expose-gc`, memory-probe.ts preloaded, answering
//    process.memoryUsage() after full collections over IPC), RSS and heap before and after
//    NS_COUNT (5,000) namespaces each get one code; then whether it still answers a sign-in, the
//    site's page (with a build in dist/client) and the namespace list.
// The goals (docs/performance.md): within 5% requests/s, at most 150 MB growth.

import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { performance } from 'node:perf_hooks';
import { isMockNamespace, MOCK_NAMESPACE_HEADER } from '#common/mock-namespace';
import { build } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import { rootDir } from '../tooling/paths';
import { positiveEnv } from '../tooling/positive-env';
import { LOOPBACK, stopOnInterrupt } from '../tooling/processes';
import { median } from '../tooling/stats';
import { memoryOf, startProbedMock } from './probed-mock';
import { figureColumns, formatTable } from './table';

const rounds = positiveEnv('NS_ROUNDS', 5);
const seconds = positiveEnv('NS_SECONDS', 3);
const count = positiveEnv('NS_COUNT', 5000);
const connections = 10;
const MB = 1024 * 1024;

let counter = 0;
const generate = (headers: Record<string, string>): Request => ({
  method: 'POST',
  path: '/api/auth/generate',
  setupRequest: (base) => ({
    ...base,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: `bench-${++counter}@example.com`, recaptchaToken: '' }),
  }),
});

async function lookupCost() {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    MOCK_LATENCY_MS: '0',
    SERVE_SITE: 'false',
    MOCK_DATA_DIR: '',
  });
  const app = await build(config, { logger: false });
  await app.listen({ port: 0, host: LOOPBACK });
  const address = app.server.address();
  const url = `http://${LOOPBACK}:${typeof address === 'object' && address ? address.port : 0}`;
  const variants = {
    without: generate({}),
    with: generate({ [MOCK_NAMESPACE_HEADER]: 'bench-run' }),
  };
  const results = { without: [] as number[], with: [] as number[] };
  let lookupNs = 0;
  const p50 = { without: [] as number[], with: [] as number[] };
  try {
    for (let n = 0; n < 1000; n += 1) await app.namespaces.use(`other-${n}`);
    const load = (request: Request, duration: number) =>
      autocannon({ url, connections, duration, requests: [request] });
    await load(variants.without, 1);
    await load(variants.with, 1);
    for (let round = 0; round < rounds; round += 1) {
      const order =
        round % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
      for (const variant of order) {
        const result = await load(variants[variant], seconds);
        results[variant].push(result.requests.average);
        p50[variant].push(result.latency.p50);
        console.info(
          `round ${round + 1} ${variant.padEnd(7)} header: ${result.requests.average.toFixed(0)} requests/s, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}`,
        );
      }
    }
    // The lookup alone, as the onRequest hook does it (check the name, find the namespace and
    // move it to the end of the activity order), against a request's whole share of the CPU.
    const lookups = 1_000_000;
    const start = performance.now();
    for (let n = 0; n < lookups; n += 1) {
      if (isMockNamespace('bench-run')) app.namespaces.use('bench-run');
    }
    lookupNs = ((performance.now() - start) * 1e6) / lookups;
  } finally {
    await app.close();
  }
  const without = median(results.without);
  const withHeader = median(results.with);
  // Each round's pair ran back to back: their ratio cancels most of what the machine's other load
  // does between rounds.
  const pairs = results.with.map((value, round) => value / (results.without[round] ?? value));
  return {
    without,
    withHeader,
    pairedChangePercent: (median(pairs) - 1) * 100,
    lookupNs,
    lookupSharePercent: ((lookupNs * without) / 1e9) * 100,
    p50Without: median(p50.without),
    p50With: median(p50.with),
    changePercent: ((withHeader - without) / without) * 100,
  };
}

async function memoryGrowth() {
  const siteDir = join(rootDir, 'dist/client');
  const withSite = existsSync(join(siteDir, 'index.html'));
  const mock = await startProbedMock({ SERVE_SITE: String(withSite), SITE_DIR: siteDir });
  const unregister = stopOnInterrupt(() => mock.stop());
  const send = (name: string | null, email: string) =>
    fetch(`${mock.origin}/api/auth/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(name === null ? {} : { [MOCK_NAMESPACE_HEADER]: name }),
      },
      body: JSON.stringify({ email, recaptchaToken: '' }),
    });
  try {
    await (await send(null, 'warm@example.com')).arrayBuffer();
    const before = await memoryOf(mock.child);
    let refused = 0;
    for (let n = 0; n < count; n += 1) {
      const res = await send(`bench-${n}`, 'ada@example.com');
      await res.arrayBuffer();
      if (res.status !== 200) refused += 1;
    }
    const after = await memoryOf(mock.child);
    const signIn = await send(null, 'after@example.com');
    await signIn.arrayBuffer();
    const page = withSite ? (await fetch(`${mock.origin}/`)).status : null;
    const listed = (await (await fetch(`${mock.origin}/__mock/namespaces`)).json()) as {
      namespaces: unknown[];
    };
    return {
      rssGrowth: after.rss - before.rss,
      heapGrowth: after.heapUsed - before.heapUsed,
      rssAfter: after.rss,
      refused,
      signIn: signIn.status,
      page,
      live: listed.namespaces.length,
    };
  } finally {
    await mock.stop();
    unregister();
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
console.info(
  `bench namespaces — load average ${load()}; ${rounds} rounds of ${seconds} s per variant, ${connections} connections; ` +
    `then ${count.toLocaleString('en-US')} namespaces with one code each.`,
);
const cost = await lookupCost();
console.info(`load average after the rounds: ${load()}`);
const memory = await memoryGrowth();
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
console.info(
  `\n${formatTable(
    [{ header: 'figure' }, ...figureColumns('value'), { header: 'goal' }],
    [
      ['generate, no header: requests/s (median)', cost.without.toFixed(0), ''],
      ['generate, with header: requests/s (median)', cost.withHeader.toFixed(0), ''],
      ['change with the header (of the medians)', `${cost.changePercent.toFixed(1)} %`, ''],
      [
        'change with the header (median of rounds)',
        `${cost.pairedChangePercent.toFixed(1)} %`,
        'within 5 %',
      ],
      ['p50 without / with header', `${cost.p50Without} / ${cost.p50With} ms`, ''],
      [
        'the lookup alone, per request',
        `${cost.lookupNs.toFixed(0)} ns = ${cost.lookupSharePercent.toFixed(2)} %`,
        'within 5 %',
      ],
      [`RSS growth, ${count} namespaces`, mb(memory.rssGrowth), 'at most 150 MB'],
      [`heap growth, ${count} namespaces`, mb(memory.heapGrowth), ''],
      ['RSS after', mb(memory.rssAfter), ''],
      ['codes refused', String(memory.refused), '0'],
      ['sign-in after (default namespace)', String(memory.signIn), '200'],
      ['GET / after', memory.page === null ? 'no build' : String(memory.page), '200'],
      ['live namespaces listed', String(memory.live), String(count + 1)],
    ],
  )}`,
);
