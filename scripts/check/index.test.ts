import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchCommand, benches } from '../bench/index';
import { buildSteps } from '../build/build';
import { generators } from '../gen/index';
import { rootDir } from '../tooling/paths';
import { checkCommand, outputChecks, sourceChecks } from './index';

const names = (command: ReturnType<typeof checkCommand>) =>
  'checks' in command ? command.checks.map((check) => check.name) : command;

describe('npm run check', () => {
  it('alone runs every check of the sources, the fast ones first', () => {
    expect(names(checkCommand([]))).toEqual([
      'format',
      'types',
      'lint',
      'cycles',
      'lint-api',
      'lint-owasp',
      'generated',
      'compose',
      'citations',
      'api-diff',
      'report-lines',
    ]);
    expect(sourceChecks.map((check) => check.name)).toEqual(names(checkCommand([])));
  });

  it('with names runs those, in the order given, build checks included', () => {
    expect(names(checkCommand(['size', 'font', 'html']))).toEqual(['size', 'font', 'html']);
    expect(names(checkCommand(['citations']))).toEqual(['citations']);
  });

  it('passes options to the one check named before them', () => {
    expect(checkCommand(['api-diff', '--base', 'HEAD~1'])).toMatchObject({
      args: ['--base', 'HEAD~1'],
    });
    expect(checkCommand(['api-diff', '--', '--base', 'HEAD~1'])).toMatchObject({
      args: ['--base', 'HEAD~1'],
    });
    expect(checkCommand(['api-diff', 'lint', '--base', 'x'])).toHaveProperty('error');
    expect(checkCommand(['--base', 'x'])).toHaveProperty('error');
  });

  it('refuses a name it lacks, and lists on request', () => {
    expect(checkCommand(['citation'])).toEqual({ error: 'no check named citation' });
    expect(checkCommand(['list'])).toEqual({ list: true });
  });
});

describe('npm run bench', () => {
  it('alone lists the benches; with a name runs it with the rest of the line', () => {
    expect(benchCommand([])).toEqual({ list: true });
    const command = benchCommand(['size', '--check']);
    expect(command).toMatchObject({ bench: { name: 'size' }, args: ['--check'] });
    expect(benchCommand(['lighthouse'])).toMatchObject({ bench: { name: 'lighthouse' } });
    expect(benchCommand(['speed'])).toEqual({ unknown: 'speed' });
  });
});

describe('every runner names files that are there', () => {
  const all = [
    ...buildSteps,
    ...benches,
    ...sourceChecks,
    ...outputChecks,
    ...Object.values(generators).flatMap((generator) => generator.steps),
  ];
  it.each(all.map((s) => [s.name, s.command] as const))('%s', (_, command) => {
    for (const word of command.filter((w) => /^(scripts|tests)\/.*\.ts$/.test(w))) {
      expect(existsSync(join(rootDir, word)), word).toBe(true);
    }
  });
});
