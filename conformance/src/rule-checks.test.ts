import { describe, expect, it } from 'vitest';
import { checkNames } from './checks';
import { operations } from './contract-document';
import { behaviourRules } from './coverage';
import { ruleChecks } from './rule-checks';

describe('which checks exercise which x-behaviour rule', () => {
  it('names every rule of openapi.yaml, and nothing else', () => {
    expect(Object.keys(ruleChecks).sort()).toEqual([...behaviourRules()].sort());
  });

  it('names real checks and operations; only the lock after 100 failures has none', () => {
    const ids = operations.map((op) => op.operationId);
    for (const [rule, checks] of Object.entries(ruleChecks))
      for (const { check, operation } of checks) {
        expect(checkNames, rule).toContain(check);
        if (operation !== undefined) expect(ids, rule).toContain(operation);
      }
    expect(
      Object.entries(ruleChecks)
        .filter(([, checks]) => checks.length === 0)
        .map(([rule]) => rule),
    ).toEqual(['failedChecks.consecutiveBeforeLock', 'failedChecks.lockMinutes']);
  });
});
