import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The production path: the build behind nginx with the server block the build writes, held to
// the mock server's answers. global-setup.ts starts the servers once for every file.
export default defineConfig({
  test: {
    name: 'static',
    root: join(import.meta.dirname, '../..'),
    include: ['tests/static/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/static/global-setup.ts'],
    // A worker per core (Vitest's default leaves one idle): the files share the servers above and
    // mostly wait on them.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
