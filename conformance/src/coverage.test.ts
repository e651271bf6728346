import { describe, expect, it } from 'vitest';
import {
  answerKey,
  behaviourRules,
  coverageRows,
  documentedAnswers,
  isAnswerRow,
  parseCoverage,
} from './coverage';

describe('contract coverage rows', () => {
  it('lists the 41 documented (operation, status) pairs of openapi.yaml', () => {
    const pairs = documentedAnswers();
    expect(pairs).toHaveLength(41);
    expect(pairs).toContainEqual({ operation: 'sendCode', status: '429' });
    expect(new Set(pairs.map((pair) => answerKey(pair.operation, pair.status))).size).toBe(41);
  });

  it('names each x-behaviour rule by its dotted path', () => {
    const rules = behaviourRules();
    expect(rules).toContain('code.singleUse');
    expect(rules).toContain('rateLimit.perWindow.sendCode');
    expect(rules).toContain('repeatedQueryParameter');
    expect(rules.every((rule) => !rule.endsWith('.'))).toBe(true);
  });

  it('writes a row for every pair and rule, met or not, and reads it back', () => {
    const rows = coverageRows(
      new Map([[answerKey('sendCode', '200'), { checked: ['status_documented'], count: 2 }]]),
      new Map([['code.singleUse', ['single_use']]]),
    );
    const answers = rows.filter(isAnswerRow);
    expect(answers).toHaveLength(41);
    expect(answers.find((row) => row.operation === 'sendCode' && row.status === '200')).toEqual({
      operation: 'sendCode',
      status: '200',
      produced: true,
      checked: ['status_documented'],
      count: 2,
    });
    expect(answers.filter((row) => row.produced)).toHaveLength(1);
    expect(rows.length - answers.length).toBe(behaviourRules().length);
    expect(parseCoverage(JSON.stringify(rows))).toEqual(rows);
  });

  it('refuses a file whose row is neither shape', () => {
    expect(() => parseCoverage('[{"operation":"sendCode","status":"abc"}]')).toThrow(/coverage/);
  });
});
