// The plans `npm test`, `npm run test:quick` and CI's last phase run are concurrently commands in
// package.json. These tests hold what each plan contains, then run concurrently itself with each
// plan's own flags over tiny steps, to prove what the plans rely on: nothing starts after a
// failure, a failing lane stops the other, and the exit code says so.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { rootDir } from '../tooling/paths';
import { checkCommand } from './index';

const scripts: Record<string, string> = packageJson.scripts;

/** concurrently's command line, where its package.json says it is. */
const concurrentlyDir = join(rootDir, 'node_modules/concurrently');
const concurrentlyBin = join(
  concurrentlyDir,
  (
    JSON.parse(readFileSync(join(concurrentlyDir, 'package.json'), 'utf8')) as {
      bin: { concurrently: string };
    }
  ).bin.concurrently,
);

/** A command line split into words, a double-quoted part kept as one word without its quotes. */
const wordsOf = (line: string) =>
  [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');

/**
 * A plan's flags and the npm scripts it runs (`npm:lane:*` read as concurrently reads it; an
 * `npm:check -- size` step read as `check -- size`).
 */
function plan(name: string) {
  const words = wordsOf(scripts[name] ?? '');
  expect(words[0], `${name} runs concurrently`).toBe('concurrently');
  const steps = words
    .filter((word) => word.startsWith('npm:'))
    .flatMap((word) => {
      const script = word.slice('npm:'.length);
      if (!script.endsWith('*')) return [script];
      return Object.keys(scripts).filter((key) => key.startsWith(script.slice(0, -1)));
    });
  return { flags: words.slice(1).filter((word) => !word.startsWith('npm:')), steps };
}

describe('the plans in package.json', () => {
  it('npm test: the two lanes side by side, then the end-to-end suite alone, then what it met of the contract', () => {
    expect(scripts.test).toBe(
      'npm run test:lanes && npm run test:e2e && npm run check -- site-coverage',
    );
    expect(plan('test:lanes').steps).toEqual(['lane:check-build', 'lane:contract-unit']);
    // check beside the contract suite, then the build beside the unit tests; what reads dist/
    // comes after the build in its lane.
    expect(plan('lane:check-build').steps).toEqual([
      'check',
      'build',
      'check -- size',
      'check -- font',
      'check -- html',
      'test:static',
    ]);
    expect(plan('lane:contract-unit').steps).toEqual(['test:contract', 'test:unit']);
    for (const lane of ['lane:check-build', 'lane:contract-unit']) {
      expect(plan(lane).flags.join(' '), lane).toContain('--max-processes 1');
    }
  });

  it('test:quick: five steps, two at a time, no build and no browser', () => {
    expect(plan('test:quick').steps).toEqual([
      'format:check',
      'typecheck',
      'lint',
      'test:unit',
      'test:contract',
    ]);
    expect(plan('test:quick').flags.join(' ')).toContain('--max-processes 2');
  });

  it("CI's last phase: the other engines, the LTS lines and the container side by side", () => {
    expect(plan('test:ci-after').steps).toEqual([
      'test:engines',
      'test:node-lts',
      'test:container',
    ]);
    expect(readFileSync(join(rootDir, '.ci/run'), 'utf8')).toContain('npm run test:ci-after');
  });

  it('names only scripts package.json has, and checks the check runner has', () => {
    for (const name of ['test:lanes', 'lane:check-build', 'lane:contract-unit', 'test:quick']) {
      for (const step of plan(name).steps) {
        const [script = '', ...args] = step.split(' -- ');
        expect(Object.keys(scripts), name).toContain(script);
        if (script === 'check')
          expect(checkCommand(args.flatMap((arg) => arg.split(' '))), step).toHaveProperty(
            'checks',
          );
      }
    }
  });

  it('has at most 30 scripts, the ones a newcomer needs first', () => {
    expect(Object.keys(scripts).length).toBeLessThanOrEqual(30);
    expect(Object.keys(scripts).slice(0, 5)).toEqual([
      'start',
      'test',
      'dev',
      'build',
      'test:quick',
    ]);
  });
});

// Each case starts concurrently and a few Node processes; on a loaded machine that alone can take
// longer than the project's limit, which is there to catch a hang.
describe("the plans' flags, run by concurrently over tiny steps", { timeout: 60_000 }, () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'suite-plans-'));
    // A step writes its name to the log when it starts, then exits with the code it is given, or
    // never ends ("hang") until something kills it.
    writeFileSync(
      join(dir, 'step.mjs'),
      `import { appendFileSync } from 'node:fs';
const [name, outcome] = process.argv.slice(2);
appendFileSync('log', name + '\\n');
if (outcome === 'hang') setInterval(() => {}, 1000);
else process.exitCode = Number(outcome);
`,
    );
    writeFileSync(join(dir, 'log'), '');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs concurrently with `flags` over `[name, outcome]` steps; its exit code and the log. */
  function run(flags: string[], steps: [string, string][]) {
    const commands = steps.map(
      ([name, outcome]) => `"${process.execPath}" step.mjs ${name} ${outcome}`,
    );
    const child = spawn(process.execPath, [concurrentlyBin, ...flags, ...commands], {
      cwd: dir,
      stdio: 'ignore',
    });
    return new Promise<{ code: number | null; started: string[] }>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => {
        const started = readFileSync(join(dir, 'log'), 'utf8').split('\n').filter(Boolean);
        resolve({ code, started });
      });
    });
  }

  it('a lane runs its steps in order and exits 0 when all pass', async () => {
    const result = await run(plan('lane:check-build').flags, [
      ['check', '0'],
      ['build', '0'],
      ['size', '0'],
    ]);
    expect(result).toEqual({ code: 0, started: ['check', 'build', 'size'] });
  });

  it('a lane starts nothing after a failing step, and exits 1', async () => {
    const result = await run(plan('lane:check-build').flags, [
      ['check', '0'],
      ['build', '3'],
      ['size', '0'],
      ['html', '0'],
    ]);
    expect(result).toEqual({ code: 1, started: ['check', 'build'] });
  });

  it('a failing lane stops the lane beside it, and the whole exits 1', async () => {
    // The other lane never ends on its own: the run ends only because it is killed.
    const result = await run(plan('test:lanes').flags, [
      ['unit', 'hang'],
      ['check', '2'],
    ]);
    expect(result.code).toBe(1);
    expect(result.started).toContain('check');
  });

  it('test:quick starts nothing queued after a failure, and exits 1', async () => {
    const result = await run(plan('test:quick').flags, [
      ['format', '1'],
      ['typecheck', 'hang'],
      ['lint', '0'],
      ['unit', '0'],
    ]);
    expect(result.code).toBe(1);
    expect(result.started).toContain('format');
    expect(result.started).not.toContain('lint');
    expect(result.started).not.toContain('unit');
  });

  it("CI's last phase runs every step even when one fails, and exits 1", async () => {
    const result = await run(plan('test:ci-after').flags, [
      ['engines', '1'],
      ['node-lts', '0'],
      ['container', '0'],
    ]);
    expect(result.code).toBe(1);
    expect(result.started.sort()).toEqual(['container', 'engines', 'node-lts']);
  });
});
