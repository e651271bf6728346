import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { planProblems, plans, readyToStart, type State, type Step } from './suites';

const states = (entries: Record<string, State>) => new Map(Object.entries(entries));

const plan: Step[] = [
  { script: 'check' },
  { script: 'unit' },
  { script: 'build' },
  { script: 'size', after: ['build'] },
  { script: 'e2e', after: ['build'], alone: true },
  { script: 'late' },
];
const names = (steps: Step[]) => steps.map((step) => step.script);

describe('readyToStart', () => {
  it('starts the first ready steps in order, as many as may run at once', () => {
    expect(names(readyToStart(plan, states({}), 2))).toEqual(['check', 'unit']);
    expect(names(readyToStart(plan, states({ check: 'running' }), 2))).toEqual(['unit']);
    expect(names(readyToStart(plan, states({ check: 'passed', unit: 'running' }), 2))).toEqual([
      'build',
    ]);
  });

  it('holds a step until those it comes after have passed; others go ahead', () => {
    const building = states({ check: 'passed', unit: 'passed', build: 'running' });
    expect(names(readyToStart(plan, building, 2))).toEqual(['late']);
    const built = states({ check: 'passed', unit: 'passed', build: 'passed' });
    expect(names(readyToStart(plan, built, 2))).toEqual(['size']);
  });

  it('starts an alone step only when nothing runs, and nothing beside it or after it in order', () => {
    const sizing = states({ check: 'passed', unit: 'passed', build: 'passed', size: 'running' });
    expect(names(readyToStart(plan, sizing, 2))).toEqual([]);
    const quiet = states({ check: 'passed', unit: 'passed', build: 'passed', size: 'passed' });
    expect(names(readyToStart(plan, quiet, 2))).toEqual(['e2e']);
    expect(names(readyToStart(plan, new Map([...quiet, ['e2e', 'running']]), 2))).toEqual([]);
  });

  it('starts nothing new after a failure, as a chain of && would not', () => {
    expect(readyToStart(plan, states({ check: 'failed', unit: 'running' }), 2)).toEqual([]);
  });
});

describe('the plans', () => {
  it('are well formed, and name only scripts package.json has', () => {
    const scripts = Object.keys(packageJson.scripts);
    for (const [name, steps] of Object.entries(plans)) {
      expect(planProblems(steps), name).toEqual([]);
      for (const step of steps) expect(scripts, `${name}: ${step.script}`).toContain(step.script);
    }
  });

  it('npm test holds every check it held as one chain, the build before what reads it', () => {
    expect(names(plans.test ?? []).sort()).toEqual(
      [
        'check',
        'test:unit',
        'build',
        'check:size',
        'check:font',
        'check:html',
        'test:contract',
        'test:static',
        'test:e2e',
      ].sort(),
    );
    for (const script of ['check:size', 'check:font', 'check:html', 'test:static', 'test:e2e']) {
      expect(plans.test?.find((step) => step.script === script)?.after).toContain('build');
    }
    expect(plans.test?.find((step) => step.script === 'test:e2e')?.alone).toBe(true);
  });

  it('test:quick needs no build and no browser', () => {
    expect(names(plans.quick ?? [])).toEqual([
      'format:check',
      'typecheck',
      'lint',
      'test:unit',
      'test:contract',
    ]);
  });

  it('names a problem in a plan: an unknown after, a step twice', () => {
    expect(planProblems([{ script: 'a', after: ['b'] }, { script: 'a' }])).toEqual([
      'a is in the plan twice',
      'a comes after b, not in the plan',
    ]);
  });
});
