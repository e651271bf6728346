import type { Result } from 'autocannon';
import { describe, expect, it } from 'vitest';
import { serveFigures, throughputRatio } from './serve-figures';

const histogram = (values: Partial<Result['latency']>) => ({
  average: 0,
  mean: 0,
  stddev: 0,
  min: 0,
  max: 0,
  total: 0,
  p50: 0,
  p90: 0,
  p99: 0,
  ...values,
});

const result = (figures: {
  perSec: number;
  total: number;
  bytes: number;
  failures?: [number, number, number];
}): Result => {
  const [errors, timeouts, non2xx] = figures.failures ?? [0, 0, 0];
  return {
    requests: histogram({ average: figures.perSec, total: figures.total }),
    latency: histogram({ p50: 11, p99: 26 }),
    throughput: histogram({ total: figures.bytes }),
    errors,
    timeouts,
    non2xx,
    '2xx': figures.total - non2xx,
  };
};

describe('serveFigures', () => {
  it('reads requests/s, p50, p99, bytes per answer and failures', () => {
    expect(
      serveFigures(result({ perSec: 4000, total: 40_000, bytes: 800_000, failures: [1, 2, 3] })),
    ).toEqual({ requestsPerSec: 4000, p50Ms: 11, p99Ms: 26, bytesPerResponse: 20, failures: 6 });
  });

  it('does not divide by zero when nothing answered', () => {
    expect(serveFigures(result({ perSec: 0, total: 0, bytes: 0 })).bytesPerResponse).toBe(0);
  });
});

describe('throughputRatio', () => {
  it('is mock over nginx, and 0 when nginx served nothing', () => {
    const mock = serveFigures(result({ perSec: 3000, total: 1, bytes: 1 }));
    const nginx = serveFigures(result({ perSec: 4000, total: 1, bytes: 1 }));
    expect(throughputRatio(mock, nginx)).toBe(0.75);
    expect(throughputRatio(mock, { ...nginx, requestsPerSec: 0 })).toBe(0);
  });
});
