import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from './paths';
import { listOf, pick, runInOrder, runStep, type Step } from './steps';

const step = (name: string): Step => ({ name, command: [], about: `${name} does a thing` });

describe('runInOrder', () => {
  it('runs every step in order, prints each one as it ends and all at the end, and returns 0', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const code = await runInOrder(
      'build',
      [step('blog'), step('vike'), step('compress')],
      async ({ name }) => (ran.push(name), 0),
      (line) => lines.push(line),
    );
    expect(code).toBe(0);
    expect(ran).toEqual(['blog', 'vike', 'compress']);
    expect(lines.filter((line) => / done in \d+\.\d s$/.test(line))).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/^build: 3 steps\n {2}blog {6}\d+\.\d s\n {2}vike /);
  });

  it('stops at the first step that fails and returns its exit code', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const code = await runInOrder(
      'check',
      [step('format'), step('types'), step('lint')],
      async ({ name }) => (ran.push(name), name === 'types' ? 2 : 0),
      (line) => lines.push(line),
    );
    expect(code).toBe(2);
    expect(ran).toEqual(['format', 'types']);
    expect(lines.at(-1)).toMatch(/^check: stopped at types\n.*\n {2}types .* failed \(exit 2\)$/);
  });
});

describe('runStep', () => {
  const node = (script: string): Step => ({
    name: 'node',
    command: [process.execPath, '-e', script],
    about: '',
  });

  it("returns the process's exit code, with the arguments after its own", async () => {
    expect(await runStep(node('process.exitCode = process.argv.length === 3 ? 4 : 0'))).toBe(0);
    expect(await runStep(node('process.exitCode = process.argv[1] === "x" ? 4 : 0'), ['x'])).toBe(
      4,
    );
  });

  it("puts this repository's bins first on PATH and runs in its root, as npm run does", async () => {
    const bin = join(rootDir, 'node_modules', '.bin');
    const script = `process.exitCode = process.env.PATH.startsWith(${JSON.stringify(bin)}) && process.cwd() === ${JSON.stringify(rootDir)} ? 0 : 5`;
    expect(await runStep(node(script))).toBe(0);
  });

  it('returns 1 for a program that is not there', async () => {
    const missing = { name: 'missing', command: ['no-such-program-here'], about: '' };
    expect(await runStep(missing)).toBe(1);
  });
});

describe('pick and listOf', () => {
  const steps = [step('size'), step('css')];
  it('picks the named steps in the order asked, or names the unknown ones', () => {
    expect(pick(steps, ['css', 'size'])).toEqual({ steps: [steps[1], steps[0]] });
    expect(pick(steps, ['css', 'speed', 'x'])).toEqual({ unknown: ['speed', 'x'] });
  });
  it('lists one name and its line each, aligned', () => {
    expect(listOf(steps)).toBe('  size  size does a thing\n  css   css does a thing');
  });
});
