import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects, each in the environment its code runs in: the site's units in happy-dom (jsdom
// lacks IntersectionObserver and elementFromPoint); the scripts', the mock server's and common/'s
// (the facts both sides use) in plain Node. Contract tests have their own config.
//
// Speed (issue 42, docs/development.md): two workers, not Vitest's default of cores − 1 (one on a
// 2-core machine: 155 s → 110 s), and the three Node projects share each worker's module cache
// (`isolate: false`: 110 s → 79 s). That holds because their code keeps no state in a module
// that a test changes (what did, the contract Fastify marked, is copied per app; openapi.test.ts
// proves it). The site's units stay isolated: each file gets a fresh happy-dom document.
//
// A test's time limit catches a hang, not slowness (speed is measured by the bench scripts):
// 20 s, not Vitest's 5. Node 26's unit run in CI's last phase, beside a container build, two
// browsers and Node 24's unit run on two cores, ran 6–8× slower than alone, and the first test of
// a file, which pays the file's one-time work (compiling the contract: 0.7–0.9 s alone), took
// 5.85 s and failed (run 13). That file now does the compile in beforeAll; the limit covers the
// rest. Tests that wait on real time set their own. (A project does not inherit the root's.)
const limits = { testTimeout: 20_000, hookTimeout: 30_000 };

export default defineConfig({
  test: {
    maxWorkers: 2,
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
          // The scripts, and the pure helpers of the end-to-end suite (Playwright runs its specs).
          include: ['scripts/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
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
