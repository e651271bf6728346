import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort } from './ports';
import { waitForServer } from './wait-for-server';

describe('waitForServer', () => {
  it('returns once the server answers, whatever the status, and waits for a 2xx when asked', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    let status = 503;
    const server = createServer((_request, response) => {
      response.statusCode = status;
      response.end();
    });
    setTimeout(() => server.listen(port, '127.0.0.1'), 100);
    try {
      await waitForServer(url, { timeoutMs: 5000, intervalMs: 20 });
      setTimeout(() => (status = 200), 100);
      await waitForServer(url, { timeoutMs: 5000, intervalMs: 20, ok: true });
      expect(status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up when the time runs out, or as soon as the process that should answer exits', async () => {
    const url = `http://127.0.0.1:${await freePort()}/`;
    await expect(waitForServer(url, { timeoutMs: 200, intervalMs: 20 })).rejects.toThrow(
      `${url}: no answer within 0.2 s`,
    );
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await new Promise((resolve) => child.once('exit', resolve));
    await expect(waitForServer(url, { timeoutMs: 5000, child })).rejects.toThrow(
      `${url}: the server exited (3)`,
    );
  });
});
