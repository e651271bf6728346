import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ephemeralPorts, freePort } from './ports';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

describe('freePort', () => {
  const open: Server[] = [];
  afterAll(async () => {
    await Promise.all(open.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('hands out a loopback port that can be listened on', async () => {
    const server = await listen(await freePort());
    open.push(server);
    expect(portOf(server)).toBeGreaterThan(0);
  });

  it("never hands out a port the OS gives to listen(0): another suite's server cannot take it", async () => {
    const { low, high } = ephemeralPorts();
    const fromTheOs: Server[] = [];
    for (let i = 0; i < 40; i += 1) fromTheOs.push(await listen(0));
    open.push(...fromTheOs);
    const osPorts = fromTheOs.map(portOf);
    for (const port of osPorts) expect(port).toBeGreaterThanOrEqual(low);
    const ours = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    for (const port of ours) {
      expect(port).toBeGreaterThanOrEqual(20000);
      expect(port).toBeLessThan(low);
    }
    expect(ours.filter((port) => port >= low && port <= high)).toEqual([]);
  });

  it('skips a port something already listens on', async () => {
    const taken = await listen(await freePort());
    open.push(taken);
    const random = Math.random;
    const fraction = (portOf(taken) - 20000) / (ephemeralPorts().low - 20000);
    let calls = 0;
    // The first pick is the taken port, the second anything else.
    Math.random = () => (calls++ === 0 ? fraction + 1e-9 : 0.5);
    try {
      expect(await freePort()).not.toBe(portOf(taken));
      expect(calls).toBe(2);
    } finally {
      Math.random = random;
    }
  });
});

describe('ephemeralPorts', () => {
  it("reads Linux's range and falls back to the other systems' when it cannot", () => {
    expect(ephemeralPorts(() => '32768\t60999\n')).toEqual({ low: 32768, high: 60999 });
    expect(
      ephemeralPorts(() => {
        throw new Error('ENOENT');
      }),
    ).toEqual({ low: 32768, high: 65535 });
  });
});
