import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { RealTimeFirst } from './sequencer';

export default defineConfig({
  test: {
    name: 'contract',
    root: join(import.meta.dirname, '../..'),
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own Prism; two at once is what a 2-core CI machine takes comfortably.
    maxWorkers: 2,
    sequence: { sequencer: RealTimeFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
