// Playwright's globalTeardown: runs after the last test and before the webServer is stopped
// (https://github.com/microsoft/playwright/pull/7604), so the mock's records of every test's
// namespace can still be read. Writes the site's coverage; `npm test` then checks it
// (./check.ts), a narrowed run only writes it.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { coverageFile } from '@testbeam/contract/src/coverage';
import { contract } from '@testbeam/contract/src/repository-contract';
import { stampOf, toolkit } from '@testbeam/contract/src/toolkit';
import type { RecordsView } from '../../../mock-server/src/journal/records';
import { siteCoverage, siteCoverageDir, siteCoverageMarkdown } from './site-coverage';

const rootDir = join(import.meta.dirname, '../../..');

export default async function writeSiteCoverage(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const response = await fetch(new URL('/__mock/records?all=true', baseURL));
  if (!response.ok) throw new Error(`GET /__mock/records answered ${response.status}`);
  const rows = siteCoverage((await response.json()) as RecordsView);
  const dir = join(rootDir, siteCoverageDir);
  await mkdir(dir, { recursive: true });
  const file = coverageFile(toolkit, stampOf(contract), rows);
  await writeFile(join(dir, 'site.json'), `${JSON.stringify(file, null, 2)}\n`);
  await writeFile(join(dir, 'site.md'), siteCoverageMarkdown(rows));
}
