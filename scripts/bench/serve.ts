// npm run bench -- serve — the home page served by the mock server and by nginx (Debian's package,
// installed when missing and running as root, with the server block the build writes: the
// production path), each a child on a free loopback port, loaded with
// the same autocannon settings; prints requests/s, p50, p99, the ratio mock / nginx, and the ratio
// of the mock with its request journal on (MOCK_DEV_ROUTES=true) to the same mock with it off.
// SERVE_DURATION (s per round, default 10), SERVE_ROUNDS (3, alternating between the servers).
// Serves a copy of dist/client: run `npm run build` first.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type Snapshot, snapshotBuild } from './build-snapshot';
import { startStaticServer } from '../tooling/static-server';
import { median } from '../tooling/stats';
import { type Running, startMockServer, stopOnInterrupt } from '../tooling/processes';
import { describeLoad, machineLoad, runBench, writeReport } from './report';
import { RATIO_GOAL, type ServeFigures, serveFigures, throughputRatio } from './serve-figures';
import { figureColumns, formatTable } from './table';

const PATH = '/';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const headers = { 'accept-encoding': 'br, gzip' };

/** A whole number ≥ 1 from the environment, or the default. */
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

/** nginx with the server block the build writes (dist/nginx/site.conf), as production runs it. */
async function startNginx(snapshot: Snapshot): Promise<Running> {
  const nginx = await startStaticServer({
    siteDir: snapshot.siteDir,
    apiOrigin: null,
    workers: 'auto',
  });
  const forget = stopOnInterrupt(nginx.stop);
  return {
    origin: nginx.origin,
    child: nginx.child,
    stderr: nginx.stderr,
    stop: async () => {
      forget();
      await nginx.stop();
    },
  };
}

/** Both must answer the home page itself, compressed, before their speed means anything. */
async function checkAnswer(name: string, origin: string, siteDir: string): Promise<string> {
  const response = await fetch(`${origin}${PATH}`, { headers });
  const body = await response.text();
  const expected = readFileSync(join(siteDir, 'index.html'), 'utf8');
  if (response.status !== 200 || body !== expected) {
    throw new Error(
      `${name} does not answer ${PATH} with the build's index.html (${response.status})`,
    );
  }
  const encoding = response.headers.get('content-encoding');
  if (!encoding) throw new Error(`${name} answers ${PATH} uncompressed: is the build complete?`);
  return encoding;
}

/** The mock server with MOCK_DEV_ROUTES=false: no request journal. */
const MOCK_WITHOUT_JOURNAL = 'mock server, dev routes off';

type Round = { round: number; name: string; encoding: string; figures: ServeFigures };

async function load(origin: string, seconds: number) {
  return autocannon({
    url: `${origin}${PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
  });
}

async function measure(seconds: number, rounds: number) {
  const snapshot = snapshotBuild('bench-serve-');
  const servers: { name: string; encoding: string; server: Running }[] = [];
  const measured: Round[] = [];
  try {
    const mock = await startMockServer(snapshot.siteDir);
    servers.push({ name: 'mock server', encoding: '', server: mock });
    // The same server without its development powers: no request journal, no Prefer or
    // scenarios. The difference is what journaling costs (its budget: at most 10%).
    const bare = await startMockServer(snapshot.siteDir, { MOCK_DEV_ROUTES: 'false' });
    servers.push({ name: MOCK_WITHOUT_JOURNAL, encoding: '', server: bare });
    const nginx = await startNginx(snapshot);
    servers.push({ name: 'nginx', encoding: '', server: nginx });
    for (const entry of servers) {
      entry.encoding = await checkAnswer(entry.name, entry.server.origin, snapshot.siteDir);
      await load(entry.server.origin, WARMUP_SECONDS);
    }
    // Rounds alternate the servers, so a burst of other work on the machine hits both alike.
    for (let round = 1; round <= rounds; round += 1) {
      for (const { name, encoding, server } of servers) {
        process.stderr.write(`round ${round}/${rounds}: ${name}, ${seconds} s\n`);
        const figures = serveFigures(await load(server.origin, seconds));
        measured.push({ round, name, encoding, figures });
      }
    }
  } finally {
    await Promise.allSettled(servers.map(({ server }) => server.stop()));
    snapshot.remove();
  }
  return measured;
}

async function main() {
  const seconds = setting('SERVE_DURATION', 10);
  const rounds = setting('SERVE_ROUNDS', 3);
  const loadBefore = machineLoad();
  const measured = await measure(seconds, rounds);
  const loadAfter = machineLoad();

  const ratios = Array.from({ length: rounds }, (_, i) => {
    const of = (name: string) => measured.find((m) => m.round === i + 1 && m.name === name);
    const mock = of('mock server');
    const nginx = of('nginx');
    if (!mock || !nginx) throw new Error(`round ${i + 1} was not measured`);
    return throughputRatio(mock.figures, nginx.figures);
  });
  const ratio = median(ratios);
  const journalRatios = Array.from({ length: rounds }, (_, i) => {
    const of = (name: string) => measured.find((m) => m.round === i + 1 && m.name === name);
    const on = of('mock server');
    const off = of(MOCK_WITHOUT_JOURNAL);
    if (!on || !off) throw new Error(`round ${i + 1} was not measured`);
    return throughputRatio(on.figures, off.figures);
  });
  const journalRatio = median(journalRatios);
  console.info(
    `\nGET ${PATH}, ${CONNECTIONS} connections, ${rounds} rounds of ${seconds} s per server ` +
      `after a ${WARMUP_SECONDS} s warm-up, accept-encoding: ${headers['accept-encoding']}\n`,
  );
  console.info(
    formatTable(
      [
        ...figureColumns('round'),
        { header: 'server' },
        { header: 'encoding' },
        ...figureColumns('req/s', 'p50 ms', 'p99 ms', 'bytes/answer', 'failures'),
      ],
      measured.map(({ round, name, encoding, figures }) => [
        String(round),
        name,
        encoding,
        figures.requestsPerSec.toFixed(0),
        figures.p50Ms.toFixed(1),
        figures.p99Ms.toFixed(1),
        figures.bytesPerResponse.toFixed(0),
        String(figures.failures),
      ]),
    ),
  );
  const verdict = ratio >= RATIO_GOAL ? 'meets' : 'misses';
  console.info(
    `\nmock / nginx requests/s by round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; ` +
      `median ${ratio.toFixed(2)} × (${verdict} the goal of ≥ ${RATIO_GOAL} ×)`,
  );
  console.info(
    `journal on / off requests/s by round: ${journalRatios.map((r) => r.toFixed(2)).join(', ')}; ` +
      `median ${journalRatio.toFixed(2)} × (journaling costs ${((1 - journalRatio) * 100).toFixed(1)}%; ` +
      `the budget is 10%)`,
  );
  console.info(
    `${describeLoad(loadBefore, loadAfter)} autocannon shares the cores with the servers.`,
  );
  const report = writeReport('serve.json', {
    measuredAt: new Date().toISOString(),
    path: PATH,
    connections: CONNECTIONS,
    durationSeconds: seconds,
    rounds,
    headers,
    machine: { before: loadBefore, after: loadAfter },
    measured,
    ratios,
    ratio,
    journalRatios,
    journalRatio,
  });
  console.info(`Written: ${report}`);
}

await runBench(main);
