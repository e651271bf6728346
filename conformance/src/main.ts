// One run from the command line: the target held to the contract, the summary printed and the
// files written (README.md). Exit code 0 when every check that ran passed, 1 when one failed, 2
// for a target that never answered or results that could not be written. cli.ts reads the options
// and chooses the contract first; this module reads the contract as it loads.

import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { casesFor } from './cases';
import { checksOf } from './check-scope';
import { operations } from './contract-document';
import { exitAfterOutput } from './exit-after-output';
import { commandInbox, type Inbox, urlInbox } from './inbox';
import type { Options } from './options';
import { junit, markdown, overallScore, percent, stateOf } from './report';
import { reachOf, runConformance } from './run';
import { runCoverage } from './run-coverage';

export async function main(options: Options): Promise<never> {
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

  const { inbox: _inboxUrl, contract: _contract, ...settings } = options;
  const onWait = (seconds: number, why: string) =>
    console.info(`testbeam-conformance: waiting ${seconds} s: ${why}`);
  const run = await runConformance({
    ...settings,
    seed,
    headers,
    onWait,
    ...(inbox ? { inbox } : {}),
  });

  if (run.planned) {
    const perOperation = operations
      .map((op) => `${op.operationId}: ${casesFor(op, { ...options, seed }).length}`)
      .join(', ');
    console.info(
      `testbeam-conformance --dry-run: ${run.planned.length} requests to ${options.target} (${perOperation}), seed ${seed}`,
    );
    for (const request of run.planned) {
      const body = request.body === undefined ? '' : ` ${request.body.slice(0, 120)}`;
      console.info(`  ${request.method} ${request.path}${body}`);
    }
    console.info(
      inbox
        ? '  then the sign-in chain: send a code, read it from the inbox, a wrong code, the code, the code again'
        : '  the sign-in chain is skipped: no --inbox or --inbox-command',
    );
    return exitAfterOutput(0);
  }

  const summary = markdown(run);
  console.info(summary);
  try {
    if (options.report) writeFileSync(options.report, `${summary}\n`);
    if (options.junit) writeFileSync(options.junit, junit(run));
    if (options.coverage)
      writeFileSync(options.coverage, `${JSON.stringify(runCoverage(run), null, 2)}\n`);
  } catch (error) {
    // Checked at the start; a path can still go away during the run.
    console.error(`testbeam-conformance: could not write the results: ${(error as Error).message}`);
    return exitAfterOutput(2);
  }

  const states = run.operations.flatMap((result) =>
    checksOf(result.op).map((check) => stateOf(result, check).state),
  );
  const count = (wanted: string) => states.filter((state) => state === wanted).length;
  const reach = reachOf(run);
  console.info(
    `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped (checks); score ${percent(overallScore(run))}`,
  );
  if (reach === 'rate-limited') {
    console.error(
      `testbeam-conformance: ${options.target} answered every request with 429 (rate limited, its Retry-After or window past --max-wait ${options.maxWait} s): nothing could be checked; try later or raise --max-wait`,
    );
    return exitAfterOutput(2);
  }
  if (reach === 'unreachable') {
    console.error(`testbeam-conformance: ${options.target} never answered`);
    return exitAfterOutput(2);
  }
  // After the report (which can be long, and often goes to a pipe), never process.exit() at once.
  return exitAfterOutput(count('failed') > 0 ? 1 : 0);
}
