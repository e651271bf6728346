// npm run bench -- proxy — what proxy mode (MOCK_UPSTREAM) costs (at most 2 ms added at p50,
// ADDED_P50_BUDGET_MS). Two mock servers as child processes on loopback ports: the upstream (rate
// limits off) and a proxy in front of it (MOCK_UPSTREAM, every request and answer checked against
// openapi.yaml, its request journal on as `npm start` has it). The same load goes to each in
// alternating rounds (direct, proxy, direct, proxy, ...): PROXY_CONNECTIONS keep-alive connections
// (10), each sending GET /api/auth/oauth/google/loginUrl?redirect=/api_mcp_studio/ back to back for
// PROXY_SECONDS (5) after a second of warm-up, PROXY_ROUNDS (3) rounds each. Latency is timed per
// request here (sub-millisecond, which autocannon's whole-ms histogram cannot show). Prints p50,
// p99 and requests/s per target (medians over its rounds) and the p50 the proxy adds beside the
// budget; writes reports/proxy.json. Exits 0 whatever the figures (1 only when the run itself
// fails).

import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { freePort } from '../tooling/ports';
import { benchMockEnv, LOOPBACK, type Running, startProcess } from '../tooling/processes';
import {
  ADDED_P50_BUDGET_MS,
  ms,
  type Round,
  roundFigures,
  schedule,
  summary,
  type Target,
  verdict,
} from './proxy-figures';
import { describeLoad, machineLoad, runBench, writeReport } from './report';
import { figureColumns, formatTable } from './table';

const PATH = '/api/auth/oauth/google/loginUrl?redirect=%2Fapi_mcp_studio%2F';
const WARMUP_SECONDS = 1;

/** A whole number ≥ 1 from the environment, or the default. */
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

async function startMock(name: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  return startProcess(name, process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
    origin: `http://${LOOPBACK}:${port}`,
    env: benchMockEnv(port, env),
  });
}

/** One GET over `agent`'s kept-alive sockets: its latency in ms, or null when it failed. */
function timedGet(origin: string, agent: Agent): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(`${origin}${PATH}`, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode === 200 ? performance.now() - started : null));
      res.once('error', () => resolve(null));
    });
    req.once('error', () => resolve(null));
    req.end();
  });
}

/** `connections` loops, each sending its next request once the last is answered, for `seconds`. */
async function load(origin: string, connections: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latenciesMs: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const latency = await timedGet(origin, agent);
      if (latency === null) failures += 1;
      else latenciesMs.push(latency);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { latenciesMs, failures, seconds: elapsed };
}

async function main() {
  const connections = setting('PROXY_CONNECTIONS', 10);
  const seconds = setting('PROXY_SECONDS', 5);
  const roundsEach = setting('PROXY_ROUNDS', 3);
  if (roundsEach < 3) throw new Error('PROXY_ROUNDS must be at least 3: one round says little');
  const loadBefore = machineLoad();
  const upstream = await startMock('upstream', {});
  let proxy: Running | undefined;
  const rounds: Round[] = [];
  try {
    proxy = await startMock('proxy', { MOCK_UPSTREAM: upstream.origin });
    const origins: Record<Target, string> = { direct: upstream.origin, proxy: proxy.origin };
    // Both answer before anything is timed (the proxy compiles its validators at start).
    for (const origin of Object.values(origins)) {
      if ((await timedGet(origin, new Agent())) === null) {
        throw new Error(`${origin}${PATH} did not answer 200`);
      }
    }
    for (const [i, target] of schedule(roundsEach).entries()) {
      process.stderr.write(`round ${i + 1}: ${target}, ${connections} connections, ${seconds} s\n`);
      await load(origins[target], connections, WARMUP_SECONDS);
      rounds.push({ target, ...(await load(origins[target], connections, seconds)) });
    }
  } finally {
    await proxy?.stop();
    await upstream.stop();
  }
  const loadAfter = machineLoad();

  const perRound = rounds.map(roundFigures);
  const direct = summary('direct', perRound);
  const proxied = summary('proxy', perRound);
  const added = verdict(direct, proxied);
  console.info(
    `\nGET ${PATH}, ${connections} keep-alive connections, ${seconds} s per round after ${WARMUP_SECONDS} s of warm-up, ` +
      `${roundsEach} rounds each, alternating; each figure is the median over a target's rounds.\n`,
  );
  console.info(
    formatTable(
      [
        { header: 'round' },
        { header: 'target' },
        ...figureColumns('requests', 'req/s', 'p50', 'p99', 'failures'),
      ],
      perRound.map((round, i) => [
        String(i + 1),
        round.target,
        String(round.requests),
        round.requestsPerSec.toFixed(0),
        ms(round.p50Ms),
        ms(round.p99Ms),
        String(round.failures),
      ]),
    ),
  );
  console.info('');
  console.info(
    formatTable(
      [{ header: 'target' }, ...figureColumns('req/s', 'p50', 'p99')],
      [direct, proxied].map((figures) => [
        figures.target === 'direct' ? 'upstream directly' : 'through the proxy (validation on)',
        figures.requestsPerSec.toFixed(0),
        ms(figures.p50Ms),
        ms(figures.p99Ms),
      ]),
    ),
  );
  console.info(
    `\nAdded at p50: ${ms(added.addedP50Ms)} (budget ${ms(ADDED_P50_BUDGET_MS)}): ` +
      `${added.within ? 'within budget' : 'OVER budget'}.`,
  );
  const failures = direct.failures + proxied.failures;
  if (failures > 0) console.info(`${failures} requests failed: the figures are suspect.`);
  console.info(
    `${describeLoad(loadBefore, loadAfter)} The load runs in this process and shares the cores with both servers.`,
  );
  const report = writeReport('proxy.json', {
    measuredAt: new Date().toISOString(),
    path: PATH,
    connections,
    secondsPerRound: seconds,
    roundsEach,
    machine: { before: loadBefore, after: loadAfter },
    rounds: perRound,
    direct,
    proxy: proxied,
    verdict: added,
  });
  console.info(`Written: ${report}`);
}

await runBench(main);
