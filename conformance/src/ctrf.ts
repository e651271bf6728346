// The findings as CTRF (Common Test Report Format, ctrf.io): the JSON test report that CI
// reporters read, so no reader needs a format of ours. One test per (operation, check), as in
// JUnit; a skipped check is `skipped` with its reason as the message.

import { stateOf } from './report';
import type { RunResult } from './run-types';
import { stampOf, toolkitName, toolkitVersion } from './toolkit';

interface CtrfTest {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  duration: number;
  suite: string;
  message?: string;
}

export function ctrf(run: RunResult, started: number, stopped: number): string {
  const tests: CtrfTest[] = run.operations.flatMap((result) =>
    result.checks.map((check): CtrfTest => {
      const state = stateOf(result, check);
      const base = {
        name: `${result.op.operationId} ${check}`,
        duration: 0,
        suite: result.op.operationId,
      };
      if (state.state === 'passed') return { ...base, status: 'passed' };
      if (state.state === 'skipped')
        return {
          ...base,
          status: 'skipped',
          message: `not run, counted as not passed: ${state.reason}`,
        };
      const first = state.failures[0];
      return {
        ...base,
        status: 'failed',
        message: `${state.failures.length} of ${state.count} failed; first: ${first?.label ?? ''}: ${first?.detail ?? ''}`,
      };
    }),
  );
  const count = (status: CtrfTest['status']) =>
    tests.filter((test) => test.status === status).length;
  const report = {
    reportFormat: 'CTRF',
    specVersion: '0.0.0',
    generatedBy: toolkitName,
    results: {
      tool: {
        name: toolkitName,
        version: toolkitVersion,
        extra: { contract: stampOf(run.contract) },
      },
      summary: {
        tests: tests.length,
        passed: count('passed'),
        failed: count('failed'),
        pending: 0,
        skipped: count('skipped'),
        other: 0,
        start: started,
        stop: stopped,
      },
      tests,
      environment: { extra: { target: run.target, seed: run.seed } },
    },
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
