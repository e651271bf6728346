// Helpers the scripts, the benches and the test suites share (scripts/tooling/): wait until a
// server that was just started answers.

import type { ChildProcess } from 'node:child_process';

export interface WaitOptions {
  /** How long to keep trying, in ms. */
  timeoutMs: number;
  /** The pause between two tries, in ms (default 250). */
  intervalMs?: number;
  /** The request to poll with (default GET). */
  method?: string;
  /** Wait for a 2xx; by default any answer, whatever its status, will do. */
  ok?: boolean;
  /** The process that should answer: waiting ends with an error as soon as it exits. */
  child?: ChildProcess;
}

const exited = (child: ChildProcess | undefined) =>
  child !== undefined && (child.exitCode !== null || child.signalCode !== null);

/**
 * Polls `url` until it answers, else throws: when `child` exits (`<url>: the server exited`) or
 * when the time runs out (`<url>: no answer within N s`). Each try gives up after 2 s.
 */
export async function waitForServer(url: string, options: WaitOptions): Promise<void> {
  const { timeoutMs, intervalMs = 250, method = 'GET', ok = false, child } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(`${url}: the server exited (${child?.exitCode ?? child?.signalCode})`);
    }
    try {
      const response = await fetch(url, { method, signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (!ok || response.ok) return;
    } catch {
      // Not listening yet (or not answering yet): try again.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url}: no answer within ${timeoutMs / 1000} s`);
}
