// npm run bench -- journal — the mock's developer tools under load. The mock server runs
// as a child (`node --expose-gc --import tsx --import memory-probe.ts mock-server/src/server.ts`,
// in-memory stores, rate limits off) so its RSS is its own. The bench fills the stores to their
// caps (1,000 contact messages of ~5 KB, 1,000 emails), then measures:
// - memory: 1,000 reads each of GET /__mock/outbox and GET /__mock/messages (~5 MB); RSS and
//   heap used, both after full collections, asked of the child over IPC (memory-probe.ts);
// - a journal page as the console reads it (GET /__mock/requests, its default 50 entries)
//   p50/p99 with the journal full of 16 KB answers, and the HAR export once;
// - a journaled POST /api/auth/generate p50 in a fresh child, with no event stream open and
//   with 200 (held by hold-streams.ts, a process of its own).
// Prints each figure beside its budget; exits 0 whatever the figures (1 only when the run fails).

import { type ChildProcess, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { rootDir } from '../tooling/paths';
import { median, percentile } from '../tooling/stats';
import {
  BUDGETS,
  budgetRows,
  describeDeath,
  type JournalFigures,
  type MemoryFigure,
  MB,
  otherRows,
} from './journal-figures';
import { type Running, stopOnInterrupt } from '../tooling/processes';
import { memoryOf, startProbedMock } from './probed-mock';
import { describeLoad, machineLoad, runBench, writeReport } from './report';
import { fill, send, sendCode, STORE_CAP } from './journal-load';
import { figureColumns, formatTable } from './table';

const READS = 1000;
const STREAMS = 200;
const POSTS = 400;
/** Journal pages are read until this many, or until PAGE_SECONDS have passed (slow builds). */
const PAGE_READS = 200;
const PAGE_SECONDS = 60;

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** READS reads of `path`, with the child's memory before and after; stops if the child dies. */
async function readMany(mock: Running, path: string): Promise<MemoryFigure> {
  const answerBytes = (await (await send(mock.origin, path)).arrayBuffer()).byteLength;
  const before = await memoryOf(mock.child);
  let reads = 0;
  try {
    for (; reads < READS; reads += 1) await (await send(mock.origin, path)).arrayBuffer();
  } catch (error) {
    // The child's exit can come a moment after its socket closed.
    for (let i = 0; i < 50 && !exited(mock.child); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!exited(mock.child)) throw error;
    const exit = String(mock.child.exitCode ?? mock.child.signalCode);
    return { path, answerBytes, reads, died: describeDeath(reads, mock.stderr(), exit) };
  }
  const after = await memoryOf(mock.child);
  return {
    path,
    answerBytes,
    reads,
    rssGrowthBytes: after.rss - before.rss,
    heapGrowthBytes: after.heapUsed - before.heapUsed,
  };
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

async function journalPage(origin: string) {
  const times: number[] = [];
  const deadline = performance.now() + PAGE_SECONDS * 1000;
  while (times.length < PAGE_READS && performance.now() < deadline) {
    // Bytes, not text: the figure is the server's answer, not this process decoding a megabyte.
    times.push(await timed(async () => (await send(origin, '/__mock/requests')).arrayBuffer()));
  }
  return { reads: times.length, p50Ms: median(times), p99Ms: percentile(times, 99) };
}

async function har(origin: string) {
  let bytes = 0;
  const ms = await timed(async () => {
    bytes = (await (await send(origin, '/__mock/requests.har')).arrayBuffer()).byteLength;
  });
  return { ms, bytes };
}

async function postP50(origin: string): Promise<number> {
  for (let i = 0; i < 50; i += 1) await sendCode(origin);
  const times: number[] = [];
  for (let i = 0; i < POSTS; i += 1) times.push(await timed(() => sendCode(origin)));
  return median(times);
}

type HolderMessage = { open?: number; refused?: number; frames?: number };

/** hold-streams.ts with `count` streams open on `origin`; resolves once all have answered. */
async function holdStreams(origin: string, count: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/hold-streams.ts', origin, String(count)],
    { cwd: rootDir, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const next = () =>
    new Promise<HolderMessage>((resolve, reject) => {
      const onExit = () => reject(new Error('the stream holder exited'));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as HolderMessage);
      });
    });
  const stop = () => child.kill();
  const forget = stopOnInterrupt(stop);
  const { open = 0, refused = 0 } = await next();
  return {
    open,
    refused,
    frames: async () => {
      const answer = next();
      child.send('count');
      return (await answer).frames ?? 0;
    },
    stop: () => {
      forget();
      stop();
    },
  };
}

async function measureMemoryAndJournal(figures: JournalFigures) {
  const mock = await startProbedMock();
  try {
    process.stderr.write(`filling the stores: ${STORE_CAP} messages, ${STORE_CAP} emails\n`);
    await fill(mock.origin);
    process.stderr.write(`${READS} × GET /__mock/outbox\n`);
    const outbox = await readMany(mock, '/__mock/outbox');
    figures.memory.push(outbox);
    if (outbox.died) return;
    // The journal now holds 1,000 outbox answers, each kept up to its 16 KB cut.
    process.stderr.write('journal pages and the HAR export\n');
    figures.journalPage = await journalPage(mock.origin);
    figures.har = await har(mock.origin);
    process.stderr.write(`${READS} × GET /__mock/messages\n`);
    figures.memory.push(await readMany(mock, '/__mock/messages'));
  } finally {
    await mock.stop();
  }
}

async function measurePosts(figures: JournalFigures) {
  const mock = await startProbedMock();
  try {
    process.stderr.write(`${POSTS} journaled POSTs with no event stream open\n`);
    const p50NoneMs = await postP50(mock.origin);
    const holder = await holdStreams(mock.origin, STREAMS);
    try {
      if (holder.open !== STREAMS) {
        throw new Error(
          `${holder.open} of ${STREAMS} event streams opened (${holder.refused} refused)`,
        );
      }
      process.stderr.write(`${POSTS} journaled POSTs with ${STREAMS} event streams open\n`);
      const p50StreamsMs = await postP50(mock.origin);
      const frames = await holder.frames();
      if (frames === 0) throw new Error('the event streams received no event');
      figures.post = { streams: STREAMS, p50NoneMs, p50StreamsMs };
    } finally {
      holder.stop();
    }
  } finally {
    await mock.stop();
  }
}

async function main() {
  const loadBefore = machineLoad();
  const figures: JournalFigures = { memory: [] };
  await measureMemoryAndJournal(figures);
  await measurePosts(figures);
  const loadAfter = machineLoad();

  console.info(
    `\nThe mock server as a child process, stores filled to their caps (${STORE_CAP} contact ` +
      `messages, ${STORE_CAP} emails); memory after full collections (--expose-gc), asked over ` +
      `IPC; 1 MB = ${MB} bytes.\n`,
  );
  console.info(
    formatTable(
      [{ header: 'figure' }, ...figureColumns('measured', 'budget'), { header: 'verdict' }],
      budgetRows(figures),
    ),
  );
  console.info('');
  console.info(formatTable([{ header: 'also' }, ...figureColumns('measured')], otherRows(figures)));
  console.info(
    `\nJournal pages: GET /__mock/requests (the console's page: 50 entries, whole answer read), up to ${PAGE_READS} reads or ` +
      `${PAGE_SECONDS} s. POSTs: ${POSTS} sequential POST /api/auth/generate per p50, in a ` +
      `fresh server; the ${STREAMS} streams are held by another process.`,
  );
  console.info(describeLoad(loadBefore, loadAfter));
  const report = writeReport('journal.json', {
    measuredAt: new Date().toISOString(),
    budgets: BUDGETS,
    machine: { before: loadBefore, after: loadAfter },
    figures,
  });
  console.info(`Written: ${report}`);
}

await runBench(main);
