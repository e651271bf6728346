// The built site (dist/) served by the mock server on a free port, as the end-to-end suite does.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../scripts/tooling/ports';
import { waitForServer } from '../../scripts/tooling/wait-for-server';
import { siteServerEnv } from '../e2e/server-env';

const rootDir = join(import.meta.dirname, '../..');

export type SiteServer = { origin: string; stop: () => void };

export async function startSite(): Promise<SiteServer> {
  if (!existsSync(join(rootDir, 'dist/client'))) {
    throw new Error('dist/client is missing: run `npm run build` first');
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
    cwd: rootDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...siteServerEnv(port) },
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  const origin = `http://localhost:${port}`;
  try {
    await waitForServer(`${origin}/`, { timeoutMs: 30_000, ok: true, child });
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
