// The conformance run catches what each of its checks is meant to: against a backend broken in
// one way (mutant-backends.ts), the check meant for that break fails. The table is printed; a
// mutation its check does not catch fails the test, and so does a control (the same forwarding
// server, unbroken) that scores below 100%, which would mean the catches prove nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlInbox } from '../../scripts/conformance/inbox';
import { overallScore, stateOf } from '../../scripts/conformance/report';
import { type RunResult, runConformance } from '../../scripts/conformance/run';
import { devRoutes } from './dev-routes';
import { raisedRateLimits, type Running, startMock } from './harness';
import { type Mutation, mutations, startMutant } from './mutant-backends';

let mock: Running;

beforeAll(async () => {
  mock = await startMock(raisedRateLimits);
});

afterAll(() => mock?.stop());

/** A short run (few generated inputs, fixed seed) against the mock behind `mutation`. */
async function runAgainst(mutation?: Mutation): Promise<RunResult> {
  await devRoutes(mock.url).reset();
  const backend = await startMutant(mock.url, mutation);
  try {
    return await runConformance({
      target: backend.url,
      maxRequests: 300,
      emailDomain: 'conformance.test',
      dryRun: false,
      seed: 42,
      positive: 1,
      negative: 4,
      maxWait: 5,
      timeout: 10_000,
      headers: {},
      inbox: urlInbox(`${mock.url}/__mock/outbox`),
    });
  } finally {
    await backend.stop();
  }
}

/** The operations whose run failed `check`. */
const caughtBy = (run: RunResult, check: Mutation['check']) =>
  run.operations
    .filter((result) => stateOf(result, check).state === 'failed')
    .map((result) => result.op.operationId);

describe('the conformance run against broken backends', () => {
  it('scores 100% against the unbroken forwarding server (the control)', async () => {
    const run = await runAgainst();
    const failed = run.operations.flatMap((result) =>
      result.findings
        .filter((finding) => !finding.ok)
        .map((finding) => `${result.op.operationId} ${finding.check}: ${finding.detail}`),
    );
    expect(failed).toEqual([]);
    expect(overallScore(run)).toBe(1);
  });

  it('catches every mutant with the check meant for it', { timeout: 120_000 }, async () => {
    const rows: Array<{
      mutation: string;
      check: string;
      caught: string[];
      score: number | undefined;
    }> = [];
    for (const mutation of mutations) {
      const run = await runAgainst(mutation);
      rows.push({
        mutation: mutation.name,
        check: mutation.check,
        caught: caughtBy(run, mutation.check),
        score: overallScore(run),
      });
    }
    console.info(
      [
        'conformance mutants (each must be caught by its check):',
        ...rows.map(
          (row) =>
            `  ${row.mutation.padEnd(54)} ${row.check.padEnd(30)} ${
              row.caught.length > 0
                ? `caught (${row.caught.join(', ')}), score ${((row.score ?? 0) * 100).toFixed(0)}%`
                : 'NOT CAUGHT'
            }`,
        ),
      ].join('\n'),
    );
    for (const row of rows) {
      expect(row.caught, `${row.mutation}: ${row.check}`).not.toEqual([]);
      expect(row.score, row.mutation).toBeLessThan(1);
    }
  });
});
