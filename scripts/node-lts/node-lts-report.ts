// The pure parts of `npm run test:node-lts` (scripts/node-lts/node-lts.ts): where a version lives and
// the table it prints.

import { join } from 'node:path';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  /** Not run, because the install before it failed. */
  skipped?: boolean;
}

/** The npm package holding Node's own build for this machine, as the `node` package picks it. */
export function platformPackage(platform = process.platform, arch = process.arch): string {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/** Where `npm install --prefix <prefix> <package>` puts the node binary. */
export function nodeBinDir(prefix: string, packageName: string): string {
  return join(prefix, 'node_modules', packageName, 'bin');
}

const cell = (result: StepResult | undefined) => {
  if (!result) return '';
  if (result.skipped) return 'skipped';
  return `${result.ok ? 'pass' : 'FAIL'} ${Math.round(result.seconds)} s`;
};

/**
 * One row per version: the npm it ran (the one it bundles), one column per step (pass or FAIL
 * with its time, blank when the line does not run it), and the total.
 */
export function formatTable(
  machineVersion: string,
  rows: ReadonlyArray<{ version: string; npm?: string; results: readonly StepResult[] }>,
): string {
  const names = [...new Set(rows.flatMap((row) => row.results.map((result) => result.name)))];
  const header = ['Node', 'npm', ...names, 'total'];
  const body = rows.map(({ version, npm, results }) => {
    const total = results.reduce((sum, result) => sum + result.seconds, 0);
    const ok = results.every((result) => result.ok);
    return [
      `v${version}`,
      npm ?? '?',
      ...names.map((name) => cell(results.find((result) => result.name === name))),
      `${ok ? 'pass' : 'FAIL'} ${Math.round(total)} s`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    `Node.js LTS check (this machine runs ${machineVersion}; its own run is npm test)`,
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...body.map(line),
  ].join('\n');
}
