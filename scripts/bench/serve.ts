// npm run bench:serve — the home page served by the mock server and by nginx (Debian's package,
// installed when missing and running as root), each a child on a free loopback port, loaded with
// the same autocannon settings; prints requests/s, p50, p99 and the ratio mock / nginx.
// SERVE_DURATION (s, default 10). Reads dist/: run `npm run build` first.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { clientDir } from '../paths';
import { ensureNginx, nginxConfig } from './nginx';
import { freePort, LOOPBACK, type Running, startMockServer, startProcess } from './processes';
import { writeReport } from './report';
import { RATIO_GOAL, type ServeFigures, serveFigures, throughputRatio } from './serve-figures';
import { formatTable } from './table';

const PATH = '/';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const headers = { 'accept-encoding': 'br, gzip' };

function duration(): number {
  const seconds = Number(process.env.SERVE_DURATION ?? 10);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error('SERVE_DURATION must be a whole number of seconds, 1 or more');
  }
  return seconds;
}

async function startNginx(binary: string, tempDir: string): Promise<Running> {
  const port = await freePort();
  const config = join(tempDir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ port, root: clientDir, tempDir }));
  return startProcess('nginx', binary, ['-e', 'stderr', '-p', tempDir, '-c', config], {
    origin: `http://${LOOPBACK}:${port}`,
  });
}

/** Both must answer the home page itself, compressed, before their speed means anything. */
async function checkAnswer(name: string, origin: string): Promise<string> {
  const response = await fetch(`${origin}${PATH}`, { headers });
  const body = await response.text();
  const expected = readFileSync(join(clientDir, 'index.html'), 'utf8');
  if (response.status !== 200 || body !== expected) {
    throw new Error(
      `${name} does not answer ${PATH} with dist/client/index.html (${response.status})`,
    );
  }
  return response.headers.get('content-encoding') ?? 'identity';
}

type Measured = { name: string; encoding: string; figures: ServeFigures };

async function load(origin: string, seconds: number) {
  return autocannon({
    url: `${origin}${PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
  });
}

async function main() {
  const seconds = duration();
  const nginxBinary = ensureNginx();
  const tempDir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  const servers: { name: string; server: Running }[] = [];
  const measured: Measured[] = [];
  try {
    servers.push({ name: 'mock server', server: await startMockServer() });
    servers.push({ name: 'nginx', server: await startNginx(nginxBinary, tempDir) });
    for (const { name, server } of servers) {
      const encoding = await checkAnswer(name, server.origin);
      process.stderr.write(`${name}: ${WARMUP_SECONDS} s warm-up, then ${seconds} s of load\n`);
      await load(server.origin, WARMUP_SECONDS);
      measured.push({ name, encoding, figures: serveFigures(await load(server.origin, seconds)) });
    }
  } finally {
    await Promise.allSettled(servers.map(({ server }) => server.stop()));
    rmSync(tempDir, { recursive: true, force: true });
  }

  const [mock, nginx] = measured;
  if (!mock || !nginx) throw new Error('a server was not measured');
  console.info(
    `\nGET ${PATH}, ${CONNECTIONS} connections, ${seconds} s each, accept-encoding: ${headers['accept-encoding']}\n`,
  );
  console.info(
    formatTable(
      [
        { header: 'server' },
        { header: 'encoding' },
        { header: 'req/s', align: 'right' },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: 'bytes/answer', align: 'right' },
        { header: 'failures', align: 'right' },
      ],
      measured.map(({ name, encoding, figures }) => [
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
  const ratio = throughputRatio(mock.figures, nginx.figures);
  const verdict = ratio >= RATIO_GOAL ? 'meets' : 'misses';
  console.info(`\nmock / nginx: ${ratio.toFixed(2)} × (${verdict} the goal of ≥ ${RATIO_GOAL} ×)`);
  const report = writeReport('serve.json', {
    measuredAt: new Date().toISOString(),
    path: PATH,
    connections: CONNECTIONS,
    durationSeconds: seconds,
    headers,
    servers: measured,
    ratio,
  });
  console.info(`Written: ${report}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
