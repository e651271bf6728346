import { describe, expect, it } from 'vitest';
import type { ChangeRow } from './change-rows';
import type { Impact, RuleResult } from './redocly-report';
import { reportLines } from './report';
import { infoVersion, majorBump, verdict } from './verdict';

const failed = (where: string, impact: Impact = 'major'): RuleResult => ({
  name: 'property-removed',
  where,
  error: `Property \`${where}\` was removed.`,
  impact,
});

const rows: ChangeRow[] = [
  { operation: 'POST /x', where: 'response 200', change: 'changed', detail: [], breaking: true },
  {
    operation: 'POST /x',
    where: 'operation',
    change: 'changed',
    detail: ['summary'],
    breaking: false,
  },
];

describe('the verdict and its report', () => {
  it.each([
    ['1.4.0', '2.0.0', '1.4.0 → 2.0.0'],
    ['v1.0', '3.1.0', 'v1.0 → 3.1.0'],
    ['2.0.0', '1.0.0', '2.0.0 → 1.0.0'],
    ['1.4.0', '1.9.0', undefined],
    ['1.0.0', 'next', undefined],
    [undefined, '2.0.0', undefined],
  ])('a version change from %s to %s is a major bump: %s', (base, head, bump) => {
    expect(majorBump(base, head)).toBe(bump);
  });

  it('reads info.version, or nothing from a text that is not YAML', () => {
    expect(infoVersion('openapi: 3.1.0\ninfo:\n  version: 1.2.3\n')).toBe('1.2.3');
    expect(infoVersion('info: [')).toBeUndefined();
  });

  it('fails a breaking change: changes per operation, the rule message, one summary line', () => {
    const result = verdict(rows, [failed('message'), failed('hint', 'minor')], {
      base: '1.0.0',
      head: '1.1.0',
    });
    expect(result).toMatchObject({ compatible: 1, exitCode: 1, majorBump: undefined });
    expect(reportLines(rows, result, 'main (abc1234)')).toEqual([
      'Changes to openapi.yaml against main (abc1234):',
      '  POST /x',
      '    response 200: changed  [breaking]',
      '    operation: changed (summary)',
      'Breaking changes (1):',
      '  message',
      '    Property `message` was removed. [property-removed]',
      'Warnings (not failing):',
      '  hint',
      '    Property `hint` was removed. [property-removed]',
      'api-diff: 1 breaking change against main (abc1234)',
    ]);
  });

  it('lets a breaking change through a major version bump, saying so', () => {
    const result = verdict(rows, [failed('message')], { base: '1.0.0', head: '2.0.0' });
    expect(result.exitCode).toBe(0);
    expect(reportLines(rows, result, 'main (abc1234)').slice(-2)).toEqual([
      'info.version went 1.0.0 → 2.0.0: a major version bump allows these.',
      'api-diff: 1 breaking change against main (abc1234), allowed by the major version bump (1.0.0 → 2.0.0)',
    ]);
  });

  it('counts compatible changes, or says there are none', () => {
    const compatible = rows.map((row) => ({ ...row, breaking: false }));
    expect(reportLines(compatible, verdict(compatible, [], {}), 'main (abc1234)').at(-1)).toBe(
      'api-diff: no breaking changes against main (abc1234); 2 compatible changes',
    );
    expect(reportLines([], verdict([], [], {}), 'main (abc1234)')).toEqual([
      'api-diff: no changes against main (abc1234)',
    ]);
  });
});
