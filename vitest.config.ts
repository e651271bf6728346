import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects, each in the environment its code runs in: the site's units in happy-dom (jsdom
// lacks IntersectionObserver and elementFromPoint); the scripts' and the conformance runner's, the
// mock server's and common/'s (the facts both sides use) in plain Node. Contract tests have their
// own config.
//
// Speed (docs/development.md): a worker per core, not Vitest's default of cores − 1 (one on a
// 2-core machine), and the three Node projects share each worker's module cache
// (`isolate: false`). That holds because their code keeps no state in a module that a test
// changes (what did, the contract Fastify marked, is copied per app; openapi.test.ts proves it). The site's units stay isolated:
// each file gets a fresh happy-dom document.
//
// A test's time limit catches a hang, not slowness (speed is measured by the bench scripts):
// 20 s, not Vitest's 5, because a busy CI machine runs a file's first test, which pays the file's
// one-time work, several times slower than alone. Tests that wait on real time set their own.
// (A project does not inherit the root's.)
const limits = { testTimeout: 20_000, hookTimeout: 30_000 };

export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          ...limits,
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}', 'mock-server/console/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          name: 'scripts',
          ...limits,
          environment: 'node',
          isolate: false,
          // The scripts, the conformance runner, and the pure helpers of the end-to-end suite
          // (Playwright runs its specs).
          include: ['scripts/**/*.test.ts', 'conformance/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'mock-server',
          ...limits,
          environment: 'node',
          isolate: false,
          include: ['mock-server/**/*.test.ts'],
          // The developer console's units run in the browser project above.
          exclude: ['mock-server/console/**', 'node_modules/**'],
        },
      },
      {
        test: {
          name: 'common',
          ...limits,
          environment: 'node',
          isolate: false,
          include: ['common/**/*.test.ts'],
        },
      },
    ],
  },
});
