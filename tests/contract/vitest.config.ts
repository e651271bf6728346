import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { RealTimeFirst } from './sequencer';

export default defineConfig({
  test: {
    name: 'contract',
    root: join(import.meta.dirname, '../..'),
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    // A worker per core: each file starts its own Prism and mock, which wait on each other more
    // than they compute.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: RealTimeFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
