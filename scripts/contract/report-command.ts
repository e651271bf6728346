// The work of `npm run contract:report`, callable from a test.

import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type CoverageSource, parseCoverage } from 'testbeam-conformance/coverage';
import { joinCoverage, joinedMarkdown, type SourceRows, sources } from './join';

/** Where `npm test` (site), a conformance run (backend) and `contract:verdict` (live) write them. */
export const coverageDir = 'test-results/contract-coverage';

export async function runReport(argv: string[], print = console.info): Promise<number> {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        site: { type: 'string' },
        backend: { type: 'string' },
        live: { type: 'string' },
        out: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    print(
      `contract:report: ${(error as Error).message} (usage: [--site F] [--backend F] [--live F] [--out DIR])`,
    );
    return 2;
  }
  const input: Partial<Record<CoverageSource, SourceRows>> = {};
  for (const source of sources) {
    const named = values[source];
    const file = named ?? join(coverageDir, `${source}.json`);
    if (named === undefined && !existsSync(file)) continue;
    try {
      input[source] = { file, rows: parseCoverage(await readFile(file, 'utf8')) };
    } catch (error) {
      print(
        `contract:report: ${source} coverage ${file} cannot be read: ${(error as Error).message}`,
      );
      return 2;
    }
  }
  const report = joinCoverage(input);
  const out = values.out ?? coverageDir;
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(out, 'report.md'), joinedMarkdown(report));
  for (const source of sources) {
    const totals = report.totals[source];
    print(
      `contract:report: ${source}: ${totals.run ? `${totals.answersMet}/${report.totals.answers} answers met (${totals.answersForced} forced only), ${totals.rulesRun ? `${totals.rulesMet}/${report.totals.rules}` : 'no'} rules` : 'not run'}`,
    );
  }
  print(`contract:report: wrote ${join(out, 'report.md')} and report.json`);
  return 0;
}
