// A private X display for engines without a headless mode (WebKitGTK): Xvfb picks a free display
// number itself (-displayfd) and reports it, so parallel runs never collide.

import { type ChildProcess, spawn } from 'node:child_process';

export type Display = { name: string; stop: () => void };

export function startXvfb(timeoutMs = 10_000): Promise<Display> {
  const child: ChildProcess = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`Xvfb: no display within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      stop();
      reject(error);
    };
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const number = output.match(/^(\d+)\n/)?.[1];
      if (number === undefined) return;
      clearTimeout(timer);
      resolve({ name: `:${number}`, stop });
    });
    child.once('error', (error) => fail(new Error(`Xvfb: ${error.message} (apt install xvfb)`)));
    child.once('exit', (code) => fail(new Error(`Xvfb exited (${code}) before opening a display`)));
  });
}
