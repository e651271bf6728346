// What bench serve prints of an autocannon result, and the ratio it has a goal for.

import type { Result } from 'autocannon';

export type ServeFigures = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes received per answer, headers included (brotli from the mock, gzip from nginx). */
  bytesPerResponse: number;
  /** Errors, timeouts and answers outside 2xx: any of them makes the figures suspect. */
  failures: number;
};

export function serveFigures(result: Result): ServeFigures {
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse:
      result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The mock server serves the home page at ≥ 0.5 × nginx's requests per second. */
export const RATIO_GOAL = 0.5;

export function throughputRatio(mock: ServeFigures, nginx: ServeFigures): number {
  return nginx.requestsPerSec > 0 ? mock.requestsPerSec / nginx.requestsPerSec : 0;
}
