// What bench proxy prints: each round's latencies as p50, p99 and requests/s, the rounds of one
// target summed up by their medians, and the p50 the proxy adds beside its budget.

import { median, percentile } from '../tooling/stats';

/** The proxy (validation on) adds at most this much to the upstream's p50: a budget a developer
 * does not notice in front of a real backend. */
export const ADDED_P50_BUDGET_MS = 2;

export type Target = 'direct' | 'proxy';

/** One round of load against one target. */
export interface Round {
  target: Target;
  /** Every answered request's latency, ms. */
  latenciesMs: number[];
  seconds: number;
  /** Requests that failed or answered other than 200: any of them makes the round suspect. */
  failures: number;
}

export interface RoundFigures {
  target: Target;
  requests: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

export function roundFigures(round: Round): RoundFigures {
  const { latenciesMs, seconds } = round;
  const empty = latenciesMs.length === 0;
  return {
    target: round.target,
    requests: latenciesMs.length,
    requestsPerSec: seconds > 0 ? latenciesMs.length / seconds : 0,
    p50Ms: empty ? Number.NaN : median(latenciesMs),
    p99Ms: empty ? Number.NaN : percentile(latenciesMs, 99),
    failures: round.failures,
  };
}

export interface Summary {
  target: Target;
  rounds: number;
  /** Medians over the target's rounds. */
  p50Ms: number;
  p99Ms: number;
  requestsPerSec: number;
  failures: number;
}

export function summary(target: Target, rounds: readonly RoundFigures[]): Summary {
  const mine = rounds.filter((round) => round.target === target);
  if (mine.length === 0) throw new Error(`no round for ${target}`);
  return {
    target,
    rounds: mine.length,
    p50Ms: median(mine.map((round) => round.p50Ms)),
    p99Ms: median(mine.map((round) => round.p99Ms)),
    requestsPerSec: median(mine.map((round) => round.requestsPerSec)),
    failures: mine.reduce((sum, round) => sum + round.failures, 0),
  };
}

export interface Verdict {
  addedP50Ms: number;
  budgetMs: number;
  within: boolean;
}

export function verdict(direct: Summary, proxy: Summary): Verdict {
  const addedP50Ms = proxy.p50Ms - direct.p50Ms;
  return { addedP50Ms, budgetMs: ADDED_P50_BUDGET_MS, within: addedP50Ms <= ADDED_P50_BUDGET_MS };
}

/** Targets alternate, so a machine that slows down part-way weighs on both alike. */
export function schedule(roundsEach: number): Target[] {
  return Array.from({ length: roundsEach * 2 }, (_, i) => (i % 2 === 0 ? 'direct' : 'proxy'));
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a');
