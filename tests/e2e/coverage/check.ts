// npm run check -- site-coverage: after the whole browser suite (`npm test` runs it after
// `test:e2e`), fails when an answer the site shows a message for was never met by a browser test.
// Reads the coverage the suite's globalTeardown wrote (./global-teardown.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCoverage } from '@testbeam/contract/src/coverage';
import { siteCoverageFile, unmetShownAnswers } from './site-coverage';

const file = join(import.meta.dirname, '../../..', siteCoverageFile);
let text: string;
try {
  text = await readFile(file, 'utf8');
} catch {
  console.error(`check site-coverage: no ${siteCoverageFile}; run the browser suite first.`);
  process.exit(1);
}
const unmet = unmetShownAnswers(parseCoverage(text).rows);
if (unmet.length > 0) {
  console.error(
    `check site-coverage: ${unmet.length} answer(s) the site shows a message for were never met:`,
  );
  for (const line of unmet) console.error(`- ${line}`);
  process.exit(1);
}
console.info(`check site-coverage: every answer the site shows a message for was met (${file}).`);
