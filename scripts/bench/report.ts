import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rootDir } from '../paths';

export const reportsDir = join(rootDir, 'reports');

/** Writes reports/NAME as pretty JSON and returns its path relative to the repository root. */
export function writeReport(name: string, data: unknown): string {
  mkdirSync(reportsDir, { recursive: true });
  const path = join(reportsDir, name);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  return relative(rootDir, path);
}
