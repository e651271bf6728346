// npm run test:conformance -- --target URL: holds any server that claims to implement
// openapi.yaml to it (scripts/conformance/README.md). Exit code 0 when every check that ran
// passed, 1 when one failed, 2 for bad options or a target that never answered.

import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { casesFor } from './cases';
import { operations } from './contract-document';
import { commandInbox, type Inbox, urlInbox } from './inbox';
import { outputPathProblem, parseOptions, usage } from './options';
import { junit, markdown, overallScore, percent, stateOf } from './report';
import { exitAfterOutput } from '../tooling/exit-after-output';
import { checksOf, reachOf, runConformance } from './run';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.info(usage);
  process.exit(0);
}
const options = parseOptions(argv);
if (options instanceof Error) {
  console.error(`test:conformance: ${options.message}\n\n${usage}`);
  process.exit(2);
}

// Before any request: a run is not lost at its end to an output path that cannot be written.
for (const [flag, path] of [
  ['junit', options.junit],
  ['report', options.report],
] as const) {
  const problem = path === undefined ? null : outputPathProblem(flag, path);
  if (problem !== null) {
    console.error(`test:conformance: ${problem}`);
    process.exit(2);
  }
}

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

const { inbox: _inboxUrl, ...settings } = options;
const onWait = (seconds: number, why: string) =>
  console.info(`test:conformance: waiting ${seconds} s: ${why}`);
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
    `test:conformance --dry-run: ${run.planned.length} requests to ${options.target} (${perOperation}), seed ${seed}`,
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
  await exitAfterOutput(0);
}

const summary = markdown(run);
console.info(summary);
try {
  if (options.report) writeFileSync(options.report, `${summary}\n`);
  if (options.junit) writeFileSync(options.junit, junit(run));
} catch (error) {
  // Checked at the start; a path can still go away during the run.
  console.error(`test:conformance: could not write the results: ${(error as Error).message}`);
  await exitAfterOutput(2);
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
    `test:conformance: ${options.target} answered every request with 429 (rate limited, its Retry-After or window past --max-wait ${options.maxWait} s): nothing could be checked; try later or raise --max-wait`,
  );
  await exitAfterOutput(2);
}
if (reach === 'unreachable') {
  console.error(`test:conformance: ${options.target} never answered`);
  await exitAfterOutput(2);
}
// After the report (which can be long, and often goes to a pipe), never process.exit() at once.
await exitAfterOutput(count('failed') > 0 ? 1 : 0);
