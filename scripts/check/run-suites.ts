// `npm test`, `npm run test:quick` and CI's last phase (.ci/run): runs a plan of npm scripts from
// suites.ts, two at a time where they share no state (SUITE_JOBS overrides), each step's output
// printed whole when it ends (a step that runs alone prints as it goes), then a table of every
// step's time. Like a chain of `&&`: nothing new starts after a failure, and the exit code is 1.
//
//   node --import tsx scripts/check/run-suites.ts test|quick|ci-after

import { spawn } from 'node:child_process';
import { exitAfterOutput } from 'testbeam-conformance/exit-after-output';
import { rootDir } from '../tooling/paths';
import { planProblems, plans, readyToStart, type State, type Step } from './suites';

const planName = process.argv[2] ?? '';
const chosen = plans[planName];
if (!chosen) {
  console.error(`run-suites: name a plan: ${Object.keys(plans).join(', ')}`);
  process.exit(2);
}
const plan: Step[] = chosen;
const problems = planProblems(plan);
if (problems.length > 0) throw new Error(`run-suites: ${problems.join('; ')}`);

const jobs = Number(process.env.SUITE_JOBS ?? (planName === 'ci-after' ? plan.length : 2));
if (!Number.isInteger(jobs) || jobs < 1) throw new Error('SUITE_JOBS must be a positive integer');

/** npm as the caller ran it (its own npm-cli.js under this Node), or the one on PATH. */
function npmRun(script: string, live: boolean) {
  const execPath = process.env.npm_execpath;
  const [command, args] =
    execPath && /\.c?js$/.test(execPath)
      ? [process.execPath, [execPath, 'run', script]]
      : ['npm', ['run', script]];
  return spawn(command, args, {
    cwd: rootDir,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32' && command === 'npm',
  });
}

const states = new Map<string, State>();
const seconds = new Map<string, number>();
const started = Date.now();

function run(step: Step): Promise<void> {
  states.set(step.script, 'running');
  const live = step.alone === true || plan.length === 1;
  const begin = Date.now();
  console.info(`\nrun-suites: ${step.script} started`);
  const child = npmRun(step.script, live);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (passed: boolean, why = '') => {
      const took = (Date.now() - begin) / 1000;
      seconds.set(step.script, took);
      states.set(step.script, passed ? 'passed' : 'failed');
      const verdict = passed ? 'passed' : `FAILED${why}`;
      const line = `run-suites: ${step.script} ${verdict} (${took.toFixed(0)} s)`;
      if (!live) {
        console.info(`\n┌── ${step.script}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.info(`${live ? '\n' : '└── '}${line}`);
      resolve();
    };
    child.on('error', (error) => done(false, `: ${error.message}`));
    child.on('close', (code) => done(code === 0));
  });
}

const running = new Set<Promise<void>>();
for (;;) {
  for (const step of readyToStart(plan, states, jobs)) {
    const task = run(step).then(() => {
      running.delete(task);
    });
    running.add(task);
  }
  if (running.size === 0) break;
  await Promise.race(running);
}

const total = (Date.now() - started) / 1000;
const width = Math.max(...plan.map((step) => step.script.length));
console.info(`\nrun-suites: ${planName}, ${jobs} at a time`);
for (const step of plan) {
  const state = states.get(step.script) ?? 'waiting';
  const took = seconds.get(step.script);
  const shown = state === 'waiting' ? 'not run' : `${state} ${took?.toFixed(0)} s`;
  console.info(`  ${step.script.padEnd(width)}  ${shown}`);
}
const failed = plan.filter((step) => states.get(step.script) === 'failed');
console.info(`  ${'total'.padEnd(width)}  ${total.toFixed(0)} s`);
if (failed.length > 0) {
  console.info(`run-suites: failed: ${failed.map((step) => step.script).join(', ')}`);
}
await exitAfterOutput(failed.length > 0 ? 1 : 0);
