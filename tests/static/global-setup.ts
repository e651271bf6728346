// Starts, once for the whole static suite: the mock server (the reference every nginx answer is
// compared with, and the backend behind /api/), nginx with /api/ forwarded to it (as
// `npm run serve:static -- --mock` runs it), nginx without an API (a build without API_ORIGIN), and
// nginx whose API does not answer. Each file reads their origins with `inject`.

import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { clientDir } from '../../scripts/tooling/paths';
import { freePort } from '../../scripts/tooling/ports';
import { type Running, startMockServer } from '../../scripts/tooling/processes';
import { type StaticServer, startStaticServer } from '../../scripts/tooling/static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The mock server serving the same build: the reference. */
    mockOrigin: string;
    /** nginx, /api/ and the app stand-in forwarded to the mock; its address is localhost. */
    nginxOrigin: string;
    /** nginx as built without API_ORIGIN. */
    nginxNoApiOrigin: string;
    /** nginx forwarding /api/ to a port where nothing listens. */
    nginxDeadApiOrigin: string;
    deadApiOrigin: string;
    /** Whether nginx serves the .br copies (the brotli_static module is installed). */
    brotli: boolean;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(clientDir)) throw new Error('no build in dist/client: run `npm run build` first');
  const started: (Running | StaticServer)[] = [];
  const stopAll = () => Promise.allSettled(started.map((server) => server.stop()));
  try {
    const port = await freePort();
    // The browser's address is localhost (sign-in lands on the page's own origin there), and the
    // mock must take that origin's requests as its own (PUBLIC_ORIGIN).
    const nginxOrigin = `http://localhost:${port}`;
    // Rate limits on (their headers must pass through nginx), raised: the suite is one client.
    const mock = await startMockServer(clientDir, {
      PUBLIC_ORIGIN: nginxOrigin,
      RATE_LIMITS: 'on',
      RATE_LIMIT_SEND_CODE: '1000',
      RATE_LIMIT_VERIFY: '1000',
    });
    started.push(mock);
    const [nginx, noApi] = await Promise.all([
      startStaticServer({ siteDir: clientDir, apiOrigin: mock.origin, port, devStandIns: true }),
      startStaticServer({ siteDir: clientDir, apiOrigin: null }),
    ]);
    started.push(nginx, noApi);
    const deadApiOrigin = `http://127.0.0.1:${await freePort()}`;
    const deadApi = await startStaticServer({ siteDir: clientDir, apiOrigin: deadApiOrigin });
    started.push(deadApi);
    project.provide('mockOrigin', mock.origin);
    project.provide('nginxOrigin', nginxOrigin);
    project.provide('nginxNoApiOrigin', noApi.origin);
    project.provide('nginxDeadApiOrigin', deadApi.origin);
    project.provide('deadApiOrigin', deadApiOrigin);
    project.provide('brotli', nginx.brotli);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return async () => {
    await stopAll();
  };
}
