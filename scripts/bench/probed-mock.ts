// The mock server as a child for the memory benches: `--expose-gc` and memory-probe.ts preloaded,
// so the bench can ask it, over IPC, for its memory after full collections.
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../tooling/ports';
import { benchMockEnv, LOOPBACK, type Running, startProcess } from '../tooling/processes';

export type Memory = { rss: number; heapUsed: number };

/** Starts the probed mock server on a free port; `env` adds to the bench's usual settings. */
export async function startProbedMock(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  return startProcess(
    'mock server',
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      './scripts/bench/memory-probe.ts',
      'mock-server/src/server.ts',
    ],
    { origin: `http://${LOOPBACK}:${port}`, ipc: true, env: benchMockEnv(port, env) },
  );
}

/** The child's RSS and heap used after full collections; rejects if it exits first. */
export function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const onExit = () => reject(new Error('the mock server exited'));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as Memory);
    });
    child.send('memory');
  });
}
