// The built site (dist/) served by the mock server on a free port, with the browser suites'
// settings: for a spec that needs a server of its own (proxy.spec.ts: a mock started with
// MOCK_UPSTREAM, and its backends) and for tests/engines.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../scripts/tooling/ports';
import { waitForServer } from '../../scripts/tooling/wait-for-server';
import { siteServerEnv } from './server-env';

const rootDir = join(import.meta.dirname, '../..');

export type SiteServer = { origin: string; stop: () => Promise<void> };

/** Stops the server and resolves once it has exited (5 s at most). */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
}

/**
 * `env` adds to (or overrides) the browser suites' settings: MOCK_UPSTREAM, say, or
 * SERVE_SITE=false for a mock that stands in for a backend (then no build is needed).
 */
export async function startSite(env: Record<string, string> = {}): Promise<SiteServer> {
  const site = env.SERVE_SITE !== 'false';
  if (site && !existsSync(join(rootDir, 'dist/client'))) {
    throw new Error('dist/client is missing: run `npm run build` first');
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
    cwd: rootDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...siteServerEnv(port), ...env },
  });
  const stop = () => stopChild(child);
  const origin = `http://localhost:${port}`;
  try {
    const ready = site ? '/' : '/__mock/scenarios';
    await waitForServer(`${origin}${ready}`, { timeoutMs: 30_000, ok: true, child });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
