// `testbeam-contract run`: the target held to the contract, the summary printed and the files
// written. Exit code 0 when every check that ran held and the thresholds were met, 1 when one
// failed or the run fell under a threshold, 2 when it cannot judge (the target is not there, only
// 429s, results that cannot be written). cli.ts has read the options and the contract.

import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { casesFor } from './cases';
import type { Contract } from './contract-document';
import { coverageFile } from './coverage';
import { ctrf } from './ctrf';
import { commandInbox, type Inbox, urlInbox } from './inbox';
import { type Options, selectedChecks } from './options';
import { probeTarget } from './probe';
import { junit, markdown, overallScore, percent, stateOf } from './report';
import { reachOf, runConformance } from './run';
import { coverageTotals, runCoverage } from './run-coverage';
import { stampOf, toolkit } from './toolkit';

/** What a command prints: `out` for results, `err` for why it stopped. */
export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * A subcommand's options, parsed strictly; on a word it does not know, says so in one line on
 * `io.err` with `hint` (where to read the usage) and gives `undefined`: the command exits 2.
 */
export function commandOptions<T extends ParseArgsOptionsConfig>(
  command: string,
  argv: string[],
  options: T,
  io: Io,
  hint: string,
) {
  try {
    return parseArgs({ args: argv, options, strict: true }).values;
  } catch (error) {
    io.err(`testbeam-contract ${command}: ${(error as Error).message} (${hint})`);
    return undefined;
  }
}

const name = 'testbeam-contract';

/** How often at least a line of progress is printed while a run sends or waits. */
const progressEveryMs = 5_000;

export async function runCommand(options: Options, contract: Contract, io: Io): Promise<number> {
  const headers = Object.fromEntries(
    options.header.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  const seed = options.seed ?? randomInt(2 ** 31);
  let inbox: Inbox | undefined;
  if (options.inbox) inbox = urlInbox(options.inbox, headers, options.timeout);
  else if (options.inboxCommand) inbox = commandInbox(options.inboxCommand);

  if (!options.dryRun) {
    // One request first: a target that refuses or never answers is said in one line, at once
    // (a refused connection) or after one --timeout, rather than after every planned request has
    // waited out its own. A shorter wait than the run's would call a busy target dead.
    const problem = await probeTarget(options.target, headers, options.timeout);
    if (problem !== undefined) {
      io.err(`${name}: ${problem}`);
      return 2;
    }
  }

  const {
    inbox: _url,
    inboxCommand: _command,
    contract: _file,
    only: _o,
    skip: _s,
    ...settings
  } = options;
  const started = Date.now();
  let sent = 0;
  let lastLine = Date.now();
  const say = (line: string) => {
    lastLine = Date.now();
    io.out(`${name}: ${line}`);
  };
  // The run's own lines (waits) keep the watcher informed; between them, a line every few
  // seconds says how far it is.
  const ticker = setInterval(() => {
    if (Date.now() - lastLine >= progressEveryMs - 100)
      say(
        `${sent} of at most ${options.maxRequests} requests sent, ${Math.round((Date.now() - started) / 1000)} s`,
      );
  }, progressEveryMs);
  ticker.unref();
  let run;
  try {
    run = await runConformance({
      ...settings,
      contract,
      seed,
      headers,
      checks: selectedChecks(options),
      onWait: (seconds, why) => say(`waiting ${seconds} s: ${why}`),
      onProgress: (count) => {
        sent = count;
      },
      ...(inbox ? { inbox } : {}),
    });
  } finally {
    clearInterval(ticker);
  }

  if (run.planned) {
    const perOperation = contract.operations
      .map(
        (op) =>
          `${op.operationId}: ${casesFor(op, { ...options, seed, behaviour: contract.behaviour }).length}`,
      )
      .join(', ');
    io.out(
      `${name} --dry-run: ${run.planned.length} requests to ${options.target} (${perOperation}), seed ${seed}`,
    );
    for (const request of run.planned) {
      const body = request.body === undefined ? '' : ` ${request.body.slice(0, 120)}`;
      io.out(`  ${request.method} ${request.path}${body}`);
    }
    io.out(
      inbox
        ? '  then the sign-in chain: send a code, read it from the inbox, a wrong code, the code, the code again'
        : '  the sign-in chain is skipped: no --inbox or --inbox-command',
    );
    return 0;
  }

  const summary = markdown(run);
  io.out(summary);
  const rows = runCoverage(run);
  try {
    if (options.report) writeFileSync(options.report, `${summary}\n`);
    if (options.junit) writeFileSync(options.junit, junit(run));
    if (options.ctrf) writeFileSync(options.ctrf, ctrf(run, started, Date.now()));
    if (options.coverage)
      writeFileSync(
        options.coverage,
        `${JSON.stringify(coverageFile(toolkit, stampOf(contract), rows), null, 2)}\n`,
      );
  } catch (error) {
    // Checked at the start; a path can still go away during the run.
    io.err(`${name}: could not write the results: ${(error as Error).message}`);
    return 2;
  }

  const states = run.operations.flatMap((result) =>
    result.checks.map((check) => stateOf(result, check).state),
  );
  const count = (wanted: string) => states.filter((state) => state === wanted).length;
  const score = overallScore(run);
  const totals = coverageTotals(rows);
  io.out(
    `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped (checks); score ${percent(score)}; met ${totals.pairs.met}/${totals.pairs.of} documented answers, ${totals.rules.met}/${totals.rules.of} rules`,
  );
  const reach = reachOf(run);
  if (reach === 'rate-limited') {
    io.err(
      `${name}: ${options.target} answered every request with 429 (rate limited, its Retry-After or window past --max-wait ${options.maxWait} s): nothing could be checked; try later or raise --max-wait`,
    );
    return 2;
  }
  if (reach === 'unreachable') {
    io.err(`${name}: ${options.target} stopped answering: no request got an answer`);
    return 2;
  }
  const under: string[] = [];
  if (options.minScore !== undefined && (score ?? 0) * 100 < options.minScore)
    under.push(`score ${percent(score)} is under --min-score ${options.minScore}%`);
  if (options.minCoverage !== undefined) {
    if (totals.pairs.met < options.minCoverage.pairs)
      under.push(
        `${totals.pairs.met} documented answers met, under --min-coverage ${options.minCoverage.pairs}`,
      );
    if (totals.rules.met < options.minCoverage.rules)
      under.push(
        `${totals.rules.met} rules met, under --min-coverage's ${options.minCoverage.rules}`,
      );
  }
  for (const line of under) io.err(`${name}: ${line}`);
  return count('failed') > 0 || under.length > 0 ? 1 : 0;
}
