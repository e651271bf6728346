import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { rootDir } from '../tooling/paths';

export const reportsDir = join(rootDir, 'reports');

/** Writes reports/NAME as pretty JSON and returns its path relative to the repository root. */
export function writeReport(name: string, data: unknown): string {
  mkdirSync(reportsDir, { recursive: true });
  const path = join(reportsDir, name);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  return relative(rootDir, path);
}

/** How busy the machine was: timings from a shared 2-core machine mean little without it. */
export function machineLoad() {
  return { cores: availableParallelism(), loadAverage1m: Number(loadavg()[0]?.toFixed(2)) };
}

export type MachineLoad = ReturnType<typeof machineLoad>;

export function describeLoad(before: MachineLoad, after: MachineLoad): string {
  return `Load average (1 min) on ${after.cores} cores: ${before.loadAverage1m} before, ${after.loadAverage1m} after.`;
}

/** Runs a bench's main: a failure is its message on stderr and exit code 1, not a stack trace. */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
