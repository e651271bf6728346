// `testbeam-contract verdict`: reads what the validating proxy saw and says whether any upstream
// answer broke openapi.yaml. Exit codes: 0 none did; 1 one did; 2 it could not read (unreachable,
// not JSON, not a HAR, not proxy mode, nothing forwarded) or violations were counted whose
// requests rotated out of the journal (2 wins over 1: the verdict is known to be incomplete).

import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import type { Contract } from '../contract-document';
import { coverageFile } from '../coverage';
import { commandOptions, type Io } from '../run-command';
import { stampOf, toolkit } from '../toolkit';
import { describeFinding, sampleOf } from './describe';
import { judge, liveCoverage, type Verdict } from './judge';
import { verdictJunit } from './junit';
import { ContractLocator } from './locate';
import { JournalReadError, readJournal } from './read-journal';
import { verdictSarif } from './sarif';

export const verdictUsage = `Usage: testbeam-contract verdict --journal URL|FILE [options]

Judges what Testbeam's mock saw as a validating proxy in front of a real backend (MOCK_UPSTREAM):
did any upstream answer break the contract? Request-side violations are the caller's: listed,
never failing.

  --journal URL|FILE   a mock's origin (reads GET /__mock/records and /__mock/requests.har of
                       every namespace), or a saved HAR of its journal (then only what it holds)
  --namespace NAME     read that one mock namespace only
  --contract FILE      the version of openapi.yaml to judge by (default: the packaged copy)
  --junit FILE         one test case per (operation, status) seen, failing with its violations
  --sarif FILE         SARIF 2.1.0: each distinct violation at the line of openapi.yaml it broke
  --coverage FILE      the live coverage (coverage.schema.json): the documented answers seen
  --help               print this and exit

Exit codes:
  0  no upstream answer broke the contract
  1  one did
  2  cannot judge: unreachable, not JSON, not a HAR, not proxy mode, nothing forwarded, or
     violations counted whose requests rotated out of the journal

Environment: none read.
Side effects: reads only (GET requests to the mock); writes only the files named.

Example:
  testbeam-contract verdict --journal http://localhost:8080 --sarif verdict.sarif --junit verdict.xml`;

const usage = 'see testbeam-contract verdict --help';

export type Print = (line: string) => void;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

async function write(file: string, text: string, print: Print): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  print(`testbeam-contract verdict: wrote ${file}`);
}

function summary(verdict: Verdict): string[] {
  const answers = verdict.pairs.reduce((sum, pair) => sum + pair.count, 0);
  const lines = [
    `testbeam-contract verdict: ${verdict.source}: ${plural(answers, 'answer')} in ${plural(verdict.pairs.length, '(operation, status) pair')}`,
  ];
  for (const finding of verdict.upstream) {
    lines.push(`  ✗ ${describeFinding(finding)}`);
    const sample = sampleOf(finding);
    if (sample) lines.push(`      e.g. ${sample}`);
  }
  if (verdict.requests.length > 0) {
    lines.push(`  requests that broke the contract (the caller's, not failing the verdict):`);
    for (const finding of verdict.requests) lines.push(`  · ${describeFinding(finding)}`);
  }
  if (verdict.failed > 0)
    lines.push(`  ${verdict.failed} calls the upstream never answered (502/504)`);
  const undocumented = verdict.pairs.filter((pair) => !pair.documented).length;
  if (verdict.exitCode === 2)
    lines.push(`testbeam-contract verdict: cannot conclude: ${verdict.incomplete}`);
  else if (verdict.exitCode === 1) {
    lines.push(
      `testbeam-contract verdict: FAIL: ${plural(verdict.upstream.length, 'distinct violation')} in ${plural(verdict.violatingAnswers, 'upstream answer')}, ${plural(undocumented, 'undocumented status', 'undocumented statuses')}`,
    );
  } else lines.push('testbeam-contract verdict: PASS: no upstream answer broke the contract');
  return lines;
}

export async function verdictCommand(argv: string[], contract: Contract, io: Io): Promise<number> {
  const print = io.out;
  const values = commandOptions(
    'verdict',
    argv,
    {
      journal: { type: 'string' },
      namespace: { type: 'string' },
      junit: { type: 'string' },
      sarif: { type: 'string' },
      coverage: { type: 'string' },
      contract: { type: 'string' },
    },
    io,
    usage,
  );
  if (!values) return 2;
  if (values.journal === undefined) {
    io.err(`testbeam-contract verdict: --journal is required (${usage})`);
    return 2;
  }
  let verdict: Verdict;
  try {
    verdict = judge(await readJournal(values.journal, values.namespace), contract);
  } catch (error) {
    if (!(error instanceof JournalReadError)) throw error;
    io.err(`testbeam-contract verdict: cannot read what the proxy saw: ${error.message}`);
    return 2;
  }
  for (const line of summary(verdict)) print(line);
  if (values.junit) await write(values.junit, verdictJunit(verdict, stampOf(contract)), print);
  if (values.sarif) {
    const locator = new ContractLocator(readFileSync(contract.file, 'utf8'));
    const uri = relative(process.cwd(), contract.file).split('\\').join('/');
    await write(
      values.sarif,
      `${JSON.stringify(verdictSarif(verdict, locator, uri, stampOf(contract)), null, 2)}\n`,
      print,
    );
  }
  if (values.coverage) {
    const file = coverageFile(toolkit, stampOf(contract), liveCoverage(verdict, contract));
    await write(values.coverage, `${JSON.stringify(file, null, 2)}\n`, print);
  }
  return verdict.exitCode;
}
