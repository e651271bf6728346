// `npm run contract:verdict`: reads what the validating proxy saw and says whether any upstream
// answer broke openapi.yaml. Exit codes: 0 none did; 1 one did; 2 it could not read (unreachable,
// not JSON, not a HAR, not proxy mode, nothing forwarded) or violations were counted whose
// requests rotated out of the journal (2 wins over 1: the verdict is known to be incomplete).

import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { contractPath } from 'testbeam-conformance/contract-document';
import { describeFinding, sampleOf } from './describe';
import { judge, liveCoverage, type Verdict } from './judge';
import { verdictJunit } from './junit';
import { ContractLocator } from './locate';
import { JournalReadError, readJournal } from './read-journal';
import { verdictSarif } from './sarif';

const usage =
  'usage: contract:verdict -- --journal URL|FILE [--namespace NAME] [--junit FILE] [--sarif FILE] [--coverage FILE]';

export type Print = (line: string) => void;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

async function write(file: string, text: string, print: Print): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  print(`contract:verdict: wrote ${file}`);
}

function summary(verdict: Verdict): string[] {
  const answers = verdict.pairs.reduce((sum, pair) => sum + pair.count, 0);
  const lines = [
    `contract:verdict: ${verdict.source}: ${plural(answers, 'answer')} in ${plural(verdict.pairs.length, '(operation, status) pair')}`,
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
  const counted = verdict.upstream.reduce((sum, finding) => sum + finding.count, 0);
  if (verdict.exitCode === 2)
    lines.push(`contract:verdict: cannot conclude: ${verdict.incomplete}`);
  else if (verdict.exitCode === 1) {
    lines.push(
      `contract:verdict: FAIL: ${plural(verdict.upstream.length, 'distinct violation')} in ${plural(counted, 'upstream answer')}, ${plural(undocumented, 'undocumented status', 'undocumented statuses')}`,
    );
  } else lines.push('contract:verdict: PASS: no upstream answer broke the contract');
  return lines;
}

export async function runVerdict(argv: string[], print: Print = console.info): Promise<number> {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        journal: { type: 'string' },
        namespace: { type: 'string' },
        junit: { type: 'string' },
        sarif: { type: 'string' },
        coverage: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    print(`contract:verdict: ${(error as Error).message} (${usage})`);
    return 2;
  }
  if (values.journal === undefined) {
    print(`contract:verdict: --journal is required (${usage})`);
    return 2;
  }
  let verdict: Verdict;
  try {
    verdict = judge(await readJournal(values.journal, values.namespace));
  } catch (error) {
    if (!(error instanceof JournalReadError)) throw error;
    print(`contract:verdict: cannot read what the proxy saw: ${error.message}`);
    return 2;
  }
  for (const line of summary(verdict)) print(line);
  if (values.junit) await write(values.junit, verdictJunit(verdict), print);
  if (values.sarif) {
    const locator = new ContractLocator(readFileSync(contractPath, 'utf8'));
    const uri = relative(process.cwd(), contractPath).split('\\').join('/');
    await write(
      values.sarif,
      `${JSON.stringify(verdictSarif(verdict, locator, uri), null, 2)}\n`,
      print,
    );
  }
  if (values.coverage) {
    await write(values.coverage, `${JSON.stringify(liveCoverage(verdict), null, 2)}\n`, print);
  }
  return verdict.exitCode;
}
