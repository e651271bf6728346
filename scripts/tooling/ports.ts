// Helpers the scripts, the benches and the test suites share (scripts/tooling/): a free port.

import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Where the OS hands out ports of its own: to `listen(0)` and to the local end of every outgoing
 * connection. Linux says in /proc (32768–60999 by default); macOS and Windows use 49152–65535.
 */
export function ephemeralPorts(
  read: () => string = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'),
): { low: number; high: number } {
  try {
    const [low, high] = read().trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return { low, high };
  } catch {
    // Not Linux: the lowest default of the other systems below.
  }
  return { low: 32768, high: 65535 };
}

/** The lowest port freePort picks: above the well-known development ports (8080, 4010, 5173…). */
const lowest = 20000;

const listensOn = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A loopback port nothing listens on right now, for a server started later (a child process, say),
 * picked at random below the OS's ephemeral range. Between this check and the server's own listen
 * the port is free for anyone; one from port 0 would be the OS's to hand out again, to another
 * suite's `listen(0)` or to an outgoing connection, and a server that then failed to bind would
 * look started, since its port answers (a Prism proxy "answered" as another worker's mock).
 */
export async function freePort(): Promise<number> {
  const { low } = ephemeralPorts();
  const span = low - lowest;
  for (let attempt = 0; span > 0 && attempt < 100; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * span);
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free loopback port between ${lowest} and ${low - 1}`);
}
