// Child processes for the benches, `npm run serve:static` and the static suite: a server started
// on a free loopback port and awaited, and a stop that is safe to call twice. Each of them stops
// what it started, also when it fails or is interrupted.

import { type ChildProcess, spawn } from 'node:child_process';
import { rootDir } from './paths';
import { freePort } from './ports';
import { waitForServer } from './wait-for-server';

export const LOOPBACK = '127.0.0.1';

// What to stop when the bench is interrupted (Ctrl+C, kill): a finally block does not run then.
const cleanups = new Set<() => unknown>();

/** Runs `stop` if the process is interrupted; call the returned function once stopped normally. */
export function stopOnInterrupt(stop: () => unknown): () => void {
  cleanups.add(stop);
  return () => cleanups.delete(stop);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([...cleanups].map((stop) => stop())).then(() => process.exit(130));
  });
}

/**
 * The environment of a mock server the benches start as an API alone: on `port` of the loopback,
 * no site, nothing on disk, no rate limits, quiet JSON logs; `env` on top.
 */
export const benchMockEnv = (port: number, env: Record<string, string> = {}) => ({
  PORT: String(port),
  HOST: LOOPBACK,
  SERVE_SITE: 'false',
  MOCK_DATA_DIR: '',
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
  ...env,
});

export type Running = {
  origin: string;
  child: ChildProcess;
  /** The last 4,000 characters the process wrote to stderr. */
  stderr(): string;
  stop(): Promise<void>;
};

export async function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { origin: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; ipc?: boolean },
): Promise<Running> {
  const child = spawn(command, args, {
    cwd: rootDir,
    env: { ...process.env, ...options.env },
    // An IPC channel lets a bench ask the process about itself (bench journal: its memory).
    stdio: ['ignore', 'ignore', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    cleanups.delete(stop);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  cleanups.add(stop);
  try {
    await waitForServer(`${options.origin}/`, { child, timeoutMs: options.timeoutMs ?? 60_000 });
  } catch (error) {
    await stop();
    throw new Error(`${name} did not start: ${(error as Error).message}\n${stderr.trim()}`);
  }
  return { origin: options.origin, child, stderr: () => stderr, stop };
}

/**
 * The mock server (`npm run serve`) serving `siteDir` on a free loopback port, without rate
 * limits (a bench measures the server, not the limiter) and logging only warnings.
 */
export async function startMockServer(
  siteDir: string,
  env: Record<string, string> = {},
): Promise<Running> {
  const port = await freePort();
  return startProcess(
    'mock server',
    process.execPath,
    ['--import', 'tsx', 'mock-server/src/server.ts'],
    {
      origin: `http://${LOOPBACK}:${port}`,
      env: {
        PORT: String(port),
        HOST: LOOPBACK,
        SITE_DIR: siteDir,
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  );
}
