// `testbeam-contract report`: joins the site's, the backend's and the live traffic's coverage
// files (join.ts) into report.md and report.json.

import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CoverageSource, parseCoverage } from '../coverage';
import type { Contract } from '../contract-document';
import { commandOptions, type Io } from '../run-command';
import { joinCoverage, joinedMarkdown, type SourceRows, sources } from './join';

export const reportUsage = `Usage: testbeam-contract report [--site F] [--backend F] [--live F] [--out DIR]

Joins three coverage files (coverage.schema.json) into one table of every documented
(operation, status) pair and x-behaviour rule: met (produced and held), broken, seen but
unchecked, or not produced, per party: the site's browser tests, the backend under \`run
--coverage\`, the live traffic under \`verdict --coverage\`.

  --site FILE       default test-results/contract-coverage/site.json
  --backend FILE    default test-results/contract-coverage/backend.json
  --live FILE       default test-results/contract-coverage/live.json
  --out DIR         where report.md and report.json go (default test-results/contract-coverage)
  --contract FILE   the version of openapi.yaml the rows are joined on (default: the packaged copy)
  --help            print this and exit

A default file that is absent is "not run"; a file named here must be there.

Exit codes:
  0  the report was written
  2  a file could not be read, or is not a coverage file

Environment: none read.
Side effects: writes DIR/report.md and DIR/report.json (the folder is made if missing).

Example:
  testbeam-contract report --backend backend.json --live live.json --out contract-report`;

/**
 * Where `npm test` (site), a conformance run (backend) and `testbeam-contract verdict` (live)
 * write them.
 */
export const coverageDir = 'test-results/contract-coverage';

export async function reportCommand(argv: string[], contract: Contract, io: Io): Promise<number> {
  const print = io.out;
  const values = commandOptions(
    'report',
    argv,
    {
      site: { type: 'string' },
      backend: { type: 'string' },
      live: { type: 'string' },
      out: { type: 'string' },
      contract: { type: 'string' },
    },
    io,
    'see --help',
  );
  if (!values) return 2;
  const input: Partial<Record<CoverageSource, SourceRows>> = {};
  for (const source of sources) {
    const named = values[source];
    const file = named ?? join(coverageDir, `${source}.json`);
    if (named === undefined && !existsSync(file)) continue;
    try {
      input[source] = { file, rows: parseCoverage(await readFile(file, 'utf8')).rows };
    } catch (error) {
      io.err(
        `testbeam-contract report: ${source} coverage ${file} cannot be read: ${(error as Error).message}`,
      );
      return 2;
    }
  }
  const report = joinCoverage(input, contract);
  const out = values.out ?? coverageDir;
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(out, 'report.md'), joinedMarkdown(report));
  for (const source of sources) {
    const totals = report.totals[source];
    print(
      `testbeam-contract report: ${source}: ${totals.run ? `${totals.answersMet}/${report.totals.answers} answers met (${totals.answersForced} forced only), ${totals.rulesRun ? `${totals.rulesMet}/${report.totals.rules}` : 'no'} rules` : 'not run'}`,
    );
  }
  print(`testbeam-contract report: wrote ${join(out, 'report.md')} and report.json`);
  return 0;
}
