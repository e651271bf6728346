import { describe, expect, it } from 'vitest';
import { changeRows, fieldLabel, isBreaking } from './change-rows';
import type { GroupedDiffs, RuleResult } from './optic-results';

const failed = (where: string, severity = 2, exempted = false): RuleResult => ({
  name: 'a rule',
  where,
  error: `${where} broke`,
  passed: false,
  exempted,
  severity,
});

describe('change rows from Optic grouped diffs', () => {
  it.each([
    ['/schema/properties/message', 'property message'],
    ['/schema/properties/data/properties/url', 'property data.url'],
    ['/schema/items/properties/id', 'property [].id'],
    ['/schema/properties/a~1b', 'property a/b'],
    ['/schema', 'schema'],
  ])('labels the field %s as %s', (trail, label) => {
    expect(fieldLabel(trail)).toBe(label);
  });

  it('counts only a failed, unexempted error as breaking', () => {
    expect(isBreaking(failed('error'))).toBe(true);
    expect(isBreaking(failed('warn', 1))).toBe(false);
    expect(isBreaking(failed('exempted', 2, true))).toBe(false);
    expect(isBreaking({ ...failed('passed'), passed: true })).toBe(false);
  });

  it('makes a row per changed node, marks the one a rule failed on, leaves components out', () => {
    const grouped = {
      endpoints: {
        'POST /x': {
          method: 'POST',
          path: '/x',
          diffs: [{ trail: '/summary', change: 'changed' }],
          rules: [],
          queryParameters: {
            lang: { diffs: [{ trail: '', change: 'added' }], rules: [failed('q')] },
          },
          pathParameters: {},
          cookieParameters: {},
          headerParameters: {},
          request: { diffs: [], rules: [], contents: {} },
          responses: {},
        },
      },
      specification: {
        diffs: [
          { trail: '/info/version', change: 'changed' },
          { trail: '/components/schemas/X', change: 'added' },
        ],
        rules: [],
      },
    } satisfies GroupedDiffs;
    const row = (operation: string, where: string, change: string, breaking = false) => ({
      operation,
      where,
      change,
      breaking,
    });
    expect(changeRows(grouped)).toEqual([
      { ...row('POST /x', 'operation', 'changed'), detail: ['summary'] },
      { ...row('POST /x', 'query parameter lang', 'added', true), detail: [] },
      { ...row('specification', 'info/version', 'changed'), detail: [] },
    ]);
  });

  it('has no rows when Optic found no change', () => {
    expect(changeRows(undefined)).toEqual([]);
  });
});
