// The report of a hand-made run: check states, the score (each operation weighs the same), and
// JUnit XML that stays well-formed whatever generated input a failure quotes.

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { CheckName } from './checks';
import { contract, operationById } from './repository-contract';
import { junit, markdown, overallScore, percent, scoreOf, stateOf } from './report';
import { checksOf } from './check-scope';
import { stampOf, toolkit, versionLine } from './toolkit';
import type { Finding, OperationResult, RunResult } from './run-types';

// What generated inputs hold: control characters, lone surrogates (high and low), a real pair.
const nasty = 'bad \u0000\u0001 \ud800 \udfff 😀 <tag> & "quoted"';
// What XML 1.0 cannot hold even escaped; XMLValidator does not look for these, so the test does.
const notXml = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  ].join('|'),
);
const sendCode = operationById('sendCode');
const loginUrl = operationById('getGoogleLoginUrl');
const post = { method: 'POST', path: sendCode.path, body: JSON.stringify({ email: nasty }) };
const get = { method: 'GET', path: `${loginUrl.path}?redirect=${nasty}` };

const finding = (check: CheckName, ok: boolean, more: Partial<Finding> = {}): Finding => ({
  check,
  ok,
  label: 'documented example',
  request: post,
  status: 200,
  ...more,
});

// Operation A: one check ran and passed (1/1). Operation B: two ran, one failed (1/2).
const a: OperationResult = {
  op: sendCode,
  checks: checksOf(sendCode),
  findings: [finding('not_a_server_error', true), finding('not_a_server_error', true)],
  skipped: new Map([['sign_in_flow', 'no --inbox given']]),
};
const b: OperationResult = {
  op: loginUrl,
  checks: checksOf(loginUrl),
  findings: [
    finding('not_a_server_error', true, { request: get }),
    finding('status_code_conformance', true, { request: get }),
    finding('status_code_conformance', false, {
      label: `redirect: ${nasty}`,
      request: get,
      status: 422,
      detail: `status 422 is not documented ${nasty}`,
      pointer: '/data/url',
    }),
  ],
  skipped: new Map(),
};
const run: RunResult = {
  contract,
  target: 'http://127.0.0.1:9/?a=1&b="2"',
  seed: 7,
  operations: [a, b],
  heard: [],
  sent: 5,
  answered: 5,
  rateLimited: 0,
};

describe('stateOf', () => {
  it('says passed with the number of answers when no finding failed', () => {
    expect(stateOf(a, 'not_a_server_error')).toEqual({ state: 'passed', count: 2 });
  });

  it('says failed with the failing findings when one failed', () => {
    const state = stateOf(b, 'status_code_conformance');
    expect(state).toMatchObject({ state: 'failed', count: 2 });
    expect(state.state === 'failed' && state.failures.map((f) => f.status)).toEqual([422]);
  });

  it('says skipped with the recorded reason, or the default one', () => {
    expect(stateOf(a, 'sign_in_flow')).toEqual({ state: 'skipped', reason: 'no --inbox given' });
    expect(stateOf(a, 'allow_header_conformance')).toEqual({
      state: 'skipped',
      reason: 'no request of this run reached it',
    });
  });
});

describe('the score', () => {
  it('is the share of all checks that passed; a skipped check counts as not passed', () => {
    const totalA = checksOf(sendCode).length;
    const totalB = checksOf(loginUrl).length;
    expect(scoreOf(a)).toEqual({
      passed: 1,
      ran: 1,
      skipped: totalA - 1,
      total: totalA,
      score: 1 / totalA,
    });
    expect(scoreOf(b)).toMatchObject({ passed: 1, ran: 2, total: totalB, score: 1 / totalB });
  });

  it('weighs each operation the same', () => {
    const expected = (1 / checksOf(sendCode).length + 1 / checksOf(loginUrl).length) / 2;
    expect(overallScore(run)).toBe(expected);
  });

  it('leaves out operations where no check ran, and is n/a when none ran', () => {
    const idle: OperationResult = {
      op: loginUrl,
      checks: checksOf(loginUrl),
      findings: [],
      skipped: new Map(),
    };
    expect(scoreOf(idle)).toMatchObject({ passed: 0, ran: 0 });
    expect(scoreOf(idle).score).toBeUndefined();
    expect(overallScore({ ...run, operations: [a, idle] })).toBe(scoreOf(a).score);
    expect(overallScore({ ...run, operations: [idle] })).toBeUndefined();
    expect(percent(undefined)).toBe('n/a');
  });
});

describe('junit', () => {
  const xml = junit(run);
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
    testsuites: Record<string, string> & {
      testsuite: Array<Record<string, string> & { testcase: Array<Record<string, unknown>> }>;
    };
  };

  it('is well-formed XML even when a failure quotes control characters and a lone surrogate', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(notXml);
    // A long body is cut at 160 code units, here between the halves of a surrogate pair.
    const cut = { ...post, body: `${'a'.repeat(159)}😀${nasty}` };
    const failing = finding('not_a_server_error', false, { request: cut, detail: nasty });
    const other = junit({ ...run, operations: [{ ...a, findings: [failing] }] });
    expect(XMLValidator.validate(other)).toBe(true);
    expect(other).not.toMatch(notXml);
  });

  it('counts tests, failures and skips per suite and in all', () => {
    const tests = checksOf(sendCode).length + checksOf(loginUrl).length;
    expect(parsed.testsuites).toMatchObject({
      tests: String(tests),
      failures: '1',
      errors: '0',
      skipped: String(tests - 3),
    });
    const [suiteA, suiteB] = parsed.testsuites.testsuite;
    expect(suiteA).toMatchObject({ tests: String(checksOf(sendCode).length), failures: '0' });
    expect(suiteA?.skipped).toBe(String(checksOf(sendCode).length - 1));
    expect(suiteB).toMatchObject({ tests: String(checksOf(loginUrl).length), failures: '1' });
    expect(suiteB?.skipped).toBe(String(checksOf(loginUrl).length - 2));
  });

  it('names the toolkit and the contract (version, hash) in every suite', () => {
    for (const suite of parsed.testsuites.testsuite) {
      const properties = (
        suite.properties as unknown as { property: Array<Record<string, string>> }
      ).property;
      expect(Object.fromEntries(properties.map((one) => [one.name, one.value]))).toMatchObject({
        toolkit: toolkit,
        'contract.version': contract.version,
        'contract.hash': contract.hash,
      });
    }
  });

  it('names a test case per check, with the failure text and the skip reason', () => {
    const [suiteA, suiteB] = parsed.testsuites.testsuite;
    expect(suiteA?.testcase.map((c) => c.name)).toEqual(checksOf(sendCode));
    const failed = suiteB?.testcase.find((c) => c.name === 'status_code_conformance');
    expect(failed?.failure).toMatchObject({ type: 'status_code_conformance' });
    // The text comes back as written, but for what XML cannot hold, spelled \uXXXX.
    expect(failed?.failure).toMatchObject({
      '#text': expect.stringContaining('bad \\u0000\\u0001 \\ud800 \\udfff 😀 <tag> & "quoted"'),
    });
    const skipped = suiteA?.testcase.find((c) => c.name === 'sign_in_flow');
    expect(skipped?.skipped).toMatchObject({
      message: 'not run, counted as not passed: no --inbox given',
    });
  });
});

describe('markdown', () => {
  const text = markdown(run);

  it('has the overall score, a heading and a row per check for each operation', () => {
    const totalA = checksOf(sendCode).length;
    expect(text).toContain(`Overall score: **${percent(overallScore(run))}**`);
    expect(text).toContain(
      `## POST /api/auth/generate (sendCode): ${percent(1 / totalA)} (1/${totalA} checks passed; ${totalA - 1} skipped, counted as not passed)`,
    );
    expect(text).toContain('| not_a_server_error | passed | 2 answers |');
    expect(text).toContain('| sign_in_flow | skipped (not passed) | no --inbox given |');
    expect(text).toContain(
      '| allow_header_conformance | skipped (not passed) | no request of this run reached it |',
    );
    expect(text).toMatch(
      /\| status_code_conformance \| failed \| 1 of 2 failed; first: status 422/,
    );
    const rows = text
      .split('\n')
      .filter((line) => /^\| [a-z_]+ \| (passed|failed|skipped \(not passed\)) \|/.test(line));
    expect(rows).toHaveLength(checksOf(sendCode).length + checksOf(loginUrl).length);
  });

  it('says which toolkit and which contract made it, as --version does', () => {
    expect(text.split('\n')[2]).toBe(`${versionLine(stampOf(contract))}.`);
    expect(text).toContain(`(contract ${contract.version}, sha256 ${contract.hash})`);
  });

  it('lists the failing request with its status', () => {
    expect(text).toContain(`  - request: \`GET ${get.path}\` → 422`);
    expect(text).toContain('at `/data/url`');
  });
});
