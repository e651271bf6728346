// Helpers the scripts, the benches and the test suites share (scripts/tooling/): a free port.

import { createServer } from 'node:net';

/** A loopback port nothing listens on right now (the OS picks it, port 0, and it is released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port from port 0'));
      });
    });
  });
}
