// A conformance run whose waits move the mock's clock instead of sleeping: the run's cooldown,
// rate-limit windows and --slow lifetime take no wall-clock time, yet the mock counts them as
// passed, as it would against `npm start` (the "documented clock" of docs/conformance.md's list of checks).

import { testClock } from '../../mock-server/src/testing/clock';
import { urlInbox } from '@testbeam/contract/src/inbox';
import { runConformance } from '@testbeam/contract/src/run';
import { contract } from '@testbeam/contract/src/repository-contract';
import type { RunOptions, RunResult } from '@testbeam/contract/src/run-types';
import { type Running, startMock } from './harness';

export type Clock = ReturnType<typeof testClock>;

/** The mock on a hand-moved clock (its default rate limits unless `env` says otherwise). */
export async function startClockedMock(env: Record<string, string> = {}) {
  const clock = testClock(Date.now());
  const mock = await startMock(env, { now: clock.now });
  return { ...mock, clock };
}

/** A run against `target` (the mock, or a mutant in front of it) with waits on `clock`. */
export function clockedRun(
  target: string,
  mock: Running,
  clock: Clock,
  options: Partial<RunOptions> = {},
): Promise<RunResult> {
  return runConformance({
    contract,
    target,
    maxRequests: 400,
    emailDomain: 'conformance.test',
    dryRun: false,
    seed: 42,
    positive: 1,
    negative: 4,
    maxWait: 65,
    timeout: 10_000,
    headers: {},
    inbox: urlInbox(`${mock.url}/__mock/outbox`),
    slow: true,
    spendRateLimit: true,
    // The mock knows which bot-check tokens its stand-in issued, so it can refuse any other.
    unknownBotToken: true,
    sleep: async (ms) => clock.advance(ms),
    now: clock.now,
    ...options,
  });
}
