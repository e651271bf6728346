import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  answerKey,
  behaviourRules,
  coverageFile,
  coverageJsonSchema,
  coverageRows,
  documentedAnswers,
  isAnswerRow,
  parseCoverage,
  type RuleRow,
  stateOfRow,
} from './coverage';
import { contract } from './repository-contract';

describe('contract coverage rows', () => {
  it('lists the 41 documented (operation, status) pairs of openapi.yaml', () => {
    const pairs = documentedAnswers(contract);
    expect(pairs).toHaveLength(41);
    expect(pairs).toContainEqual({ operation: 'sendCode', status: '429' });
    expect(new Set(pairs.map((pair) => answerKey(pair.operation, pair.status))).size).toBe(41);
  });

  it('names each x-behaviour rule by its dotted path', () => {
    const rules = behaviourRules(contract);
    expect(rules).toContain('code.singleUse');
    expect(rules).toContain('rateLimit.perWindow.sendCode');
    expect(rules).toContain('repeatedQueryParameter');
    expect(rules.every((rule) => !rule.endsWith('.'))).toBe(true);
  });

  it('writes a row for every pair and rule, says which held, and reads the file back', () => {
    const rows = coverageRows(
      contract,
      new Map([
        [answerKey('sendCode', '200'), { checked: ['status_code_conformance'], count: 2 }],
        [
          answerKey('sendCode', '429'),
          { checked: ['resend_cooldown'], failed: ['resend_cooldown'], count: 1 },
        ],
        [answerKey('verifyCode', '401'), { checked: [], count: 3 }],
      ]),
      new Map(),
    );
    const answers = rows.filter(isAnswerRow);
    expect(answers).toHaveLength(41);
    const row = (operation: string, status: string) =>
      answers.find((one) => one.operation === operation && one.status === status);
    expect(row('sendCode', '200')).toEqual({
      operation: 'sendCode',
      status: '200',
      produced: true,
      checked: ['status_code_conformance'],
      count: 2,
      held: true,
    });
    expect(row('sendCode', '429')).toMatchObject({ held: false, failed: ['resend_cooldown'] });
    // Seen, but no check ran on it: neither met nor broken.
    expect(row('verifyCode', '401')).toMatchObject({ produced: true, held: null });
    expect(row('sendCode', '400')).toMatchObject({ produced: false, held: null });
    expect(answers.map(stateOfRow).filter((state) => state !== 'not produced')).toEqual([
      'met',
      'broken',
      'unchecked',
    ]);
    expect(rows.length - answers.length).toBe(behaviourRules(contract).length);
    const file = coverageFile('@testbeam/contract 0.2.0', { version: '1.0.0', hash: 'abc' }, rows);
    expect(parseCoverage(JSON.stringify(file))).toEqual(file);
  });

  it('holds a rule to its checks: met when they held, broken when one failed', () => {
    const rules = coverageRows(
      contract,
      new Map(),
      new Map([
        ['code.singleUse', { checked: ['single_use'], failed: [] }],
        ['code.wrongTriesPerCode', { checked: ['attempt_limit'], failed: ['attempt_limit'] }],
      ]),
    ).filter((one): one is RuleRow => !isAnswerRow(one));
    const rule = (name: string) => rules.find((one) => one.rule === name);
    expect(rule('code.singleUse')).toMatchObject({ exercised: true, held: true });
    expect(rule('code.wrongTriesPerCode')).toMatchObject({
      held: false,
      failed: ['attempt_limit'],
    });
    expect(rule('code.lifetimeMinutes')).toMatchObject({ exercised: false, held: null });
  });

  it('ships a JSON Schema that holds a file as the toolkit reads it', () => {
    const validate = new Ajv2020({ strict: false }).compile(coverageJsonSchema());
    const rows = coverageRows(
      contract,
      new Map([['sendCode 200', { checked: ['x'], count: 1 }]]),
      new Map(),
    );
    expect(validate(coverageFile('t', { version: '1', hash: 'h' }, rows))).toBe(true);
    expect(validate(rows)).toBe(false);
    expect(
      validate({ toolkit: 't', contract: { version: '1', hash: 'h' }, rows: [{ rule: 'x' }] }),
    ).toBe(false);
  });

  it('refuses what is not a coverage file: a bare list, a row of neither shape', () => {
    expect(() => parseCoverage('[]')).toThrow(/coverage/);
    const file = (row: unknown) =>
      JSON.stringify({ toolkit: 't', contract: { version: '1', hash: 'h' }, rows: [row] });
    expect(() => parseCoverage(file({ operation: 'sendCode', status: 'abc' }))).toThrow(/coverage/);
  });
});
