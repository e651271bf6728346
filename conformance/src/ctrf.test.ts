// The findings as CTRF: the shape CI reporters read (reportFormat, results.tool, summary, tests),
// one test per (operation, check), and the toolkit and contract named.

import { describe, expect, it } from 'vitest';
import { checksOf } from './check-scope';
import { ctrf } from './ctrf';
import { contract, operationById } from './repository-contract';
import type { OperationResult, RunResult } from './run-types';
import { toolkitName, toolkitVersion } from './toolkit';

const request = { method: 'POST', path: '/api/auth/generate' };
const sendCode = operationById('sendCode');
const result: OperationResult = {
  op: sendCode,
  checks: checksOf(sendCode),
  findings: [
    { check: 'not_a_server_error', ok: true, label: 'example', request },
    {
      check: 'status_code_conformance',
      ok: false,
      label: 'example',
      request,
      detail: 'status 418',
    },
  ],
  skipped: new Map([['sign_in_flow', 'no --inbox given']]),
};
const run: RunResult = {
  contract,
  target: 'http://127.0.0.1:9',
  seed: 3,
  operations: [result],
  heard: [],
  sent: 2,
  answered: 2,
  rateLimited: 0,
};

describe('ctrf', () => {
  const report = JSON.parse(ctrf(run, 1000, 4000)) as {
    reportFormat: string;
    specVersion: string;
    results: {
      tool: {
        name: string;
        version: string;
        extra: { contract: { version: string; hash: string } };
      };
      summary: Record<string, number>;
      tests: Array<{ name: string; status: string; message?: string; suite: string }>;
    };
  };

  it('is a CTRF report naming the toolkit and the contract', () => {
    expect(report.reportFormat).toBe('CTRF');
    expect(report.specVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(report.results.tool).toEqual({
      name: toolkitName,
      version: toolkitVersion,
      extra: { contract: { version: contract.version, hash: contract.hash } },
    });
  });

  it('has a test per check of each operation, and a summary that adds up', () => {
    const total = checksOf(sendCode).length;
    expect(report.results.tests).toHaveLength(total);
    expect(report.results.summary).toMatchObject({
      tests: total,
      passed: 1,
      failed: 1,
      skipped: total - 2,
      pending: 0,
      other: 0,
      start: 1000,
      stop: 4000,
    });
    const byName = (name: string) => report.results.tests.find((test) => test.name === name);
    expect(byName('sendCode status_code_conformance')).toMatchObject({
      status: 'failed',
      suite: 'sendCode',
      message: '1 of 1 failed; first: example: status 418',
    });
    expect(byName('sendCode sign_in_flow')).toMatchObject({
      status: 'skipped',
      message: 'not run, counted as not passed: no --inbox given',
    });
  });
});
