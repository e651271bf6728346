import { describe, expect, it } from 'vitest';
import { checkNames } from './checks';
import { contract, operations } from './repository-contract';
import { behaviourRules } from './coverage';
import { ruleChecks } from './rule-checks';

describe('which checks exercise which x-behaviour rule', () => {
  it('names every rule of openapi.yaml, and nothing else', () => {
    expect(Object.keys(ruleChecks(contract)).sort()).toEqual([...behaviourRules(contract)].sort());
  });

  it('names real checks and operations; only the lock after 100 failures has none', () => {
    const ids = operations.map((op) => op.operationId);
    for (const [rule, checks] of Object.entries(ruleChecks(contract)))
      for (const { check, operation } of checks) {
        expect(checkNames, rule).toContain(check);
        if (operation !== undefined) expect(ids, rule).toContain(operation);
      }
    expect(
      Object.entries(ruleChecks(contract))
        .filter(([, checks]) => checks.length === 0)
        .map(([rule]) => rule),
    ).toEqual(['failedChecks.consecutiveBeforeLock', 'failedChecks.lockMinutes']);
  });
});
