import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects, each in the environment its code runs in: the site's units in happy-dom (jsdom
// lacks IntersectionObserver and elementFromPoint); the scripts', the mock server's and common/'s
// (the facts both sides use) in plain Node. Contract tests have their own config.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}', 'mock-server/console/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          // The scripts, and the pure helpers of the end-to-end suite (Playwright runs its specs).
          include: ['scripts/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'mock-server',
          environment: 'node',
          include: ['mock-server/**/*.test.ts'],
          // The developer console's units run in the browser project above.
          exclude: ['mock-server/console/**', 'node_modules/**'],
        },
      },
      {
        test: {
          name: 'common',
          environment: 'node',
          include: ['common/**/*.test.ts'],
        },
      },
    ],
  },
});
