// Named command lines run one after another, each timed: what `npm run build`, `npm run check`,
// `npm run gen` and `npm run bench` are made of. A step is a child process with this repository's
// bins on PATH (as `npm run` gives them), so a step runs the same whether its runner was started
// by npm or by node.
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { rootDir } from './paths';

export interface Step {
  name: string;
  /** The command line: a program, then its arguments. */
  command: readonly string[];
  /** One line for the list a runner prints. */
  about: string;
}

/** A TypeScript entry point of this repository, run by Node through tsx. */
export const tsx = (file: string, ...args: string[]): string[] => [
  process.execPath,
  '--import',
  'tsx',
  file,
  ...args,
];

/** One step's process, with `args` after its own; resolves to its exit code. */
export function runStep(step: Step, args: readonly string[] = []): Promise<number> {
  const [program, ...rest] = step.command;
  if (!program) return Promise.resolve(1);
  const bin = join(rootDir, 'node_modules', '.bin');
  return new Promise((resolve) => {
    const child = spawn(program, [...rest, ...args], {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
    });
    child.on('error', (error) => {
      console.error(`${step.name}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `steps` in order and prints each one's time as it ends, then all of them; stops at the first
 * that fails and returns its exit code (0 when every step passed).
 */
export async function runInOrder(
  label: string,
  steps: readonly Step[],
  run: (step: Step) => Promise<number> = (step) => runStep(step),
  log: (line: string) => void = console.info,
): Promise<number> {
  const times: string[] = [];
  const width = Math.max(...steps.map((step) => step.name.length));
  for (const step of steps) {
    log(`${label}: ${step.name}…`);
    const start = performance.now();
    const code = await run(step);
    const took = seconds(performance.now() - start);
    times.push(
      `  ${step.name.padEnd(width)}  ${took}${code === 0 ? '' : `  failed (exit ${code})`}`,
    );
    log(`${label}: ${step.name} ${code === 0 ? 'done' : `failed (exit ${code})`} in ${took}`);
    if (code !== 0) {
      log([`${label}: stopped at ${step.name}`, ...times].join('\n'));
      return code;
    }
  }
  log([`${label}: ${steps.length} step${steps.length === 1 ? '' : 's'}`, ...times].join('\n'));
  return 0;
}

/** The steps named, in the order asked, or the names no step has. */
export function pick(
  steps: readonly Step[],
  names: readonly string[],
): { steps: Step[] } | { unknown: string[] } {
  const unknown = names.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) return { unknown };
  return { steps: names.map((name) => steps.find((step) => step.name === name) as Step) };
}

/** The list a runner prints when asked what it has: one name and its line each. */
export function listOf(steps: readonly Step[]): string {
  const width = Math.max(...steps.map((step) => step.name.length));
  return steps.map((step) => `  ${step.name.padEnd(width)}  ${step.about}`).join('\n');
}
