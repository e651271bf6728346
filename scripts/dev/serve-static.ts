// `npm run serve:static`: the build served by Debian's nginx with the server block the build
// writes (dist/nginx/site.conf, rendered for this machine), the way production serves it: no
// mock server in front of the pages. Builds first when the build is missing or stale (as
// `npm start` does); installs nginx with apt-get when it is missing (as root).
//
//   npm run serve:static                                   /api/ answers the 502 of a build without API_ORIGIN
//   npm run serve:static -- --mock                         the mock server behind /api/ (and its app stand-in)
//   API_ORIGIN=https://api.example.com npm run serve:static   a real backend behind /api/
//   PORT=8088 npm run serve:static                         a fixed port (default: a free one)
//
// Prints the address, logs each request, stops with Ctrl+C.

import { spawnSync } from 'node:child_process';
import { staleBuildReason } from '../build/build-freshness';
import { parseApiOrigin } from '../build/headers/nginx-site';
import { clientDir, rootDir } from '../tooling/paths';
import { freePort } from '../tooling/ports';
import { type Running, startMockServer, stopOnInterrupt } from '../tooling/processes';
import { startStaticServer } from '../tooling/static-server';

const withMock = process.argv.includes('--mock');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--mock');
if (unknown.length > 0) {
  console.error(`serve:static: unknown argument ${unknown.join(' ')} (only --mock)`);
  process.exit(2);
}
const apiOriginEnv = process.env.API_ORIGIN?.trim() || null;
if (withMock && apiOriginEnv) {
  console.error('serve:static: --mock and API_ORIGIN both name the backend; choose one.');
  process.exit(2);
}
try {
  if (apiOriginEnv) parseApiOrigin(apiOriginEnv);
} catch (error) {
  console.error(`serve:static: ${(error as Error).message}`);
  process.exit(2);
}
const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`serve:static: PORT must be a port number: ${process.env.PORT}`);
  process.exit(2);
}
const reason = staleBuildReason();
if (reason) {
  console.info(`Building the site (${reason})...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The browser's address: localhost, so that sign-in lands on this origin's app stand-in.
const origin = `http://localhost:${port}`;

let mock: Running | null = null;
if (withMock) {
  // The mock must accept this origin's requests (its cross-site guard) and name it in answers.
  mock = await startMockServer(clientDir, {
    PUBLIC_ORIGIN: origin,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'on',
  });
}
const apiOrigin = mock?.origin ?? apiOriginEnv;
const nginx = await startStaticServer({
  siteDir: clientDir,
  apiOrigin,
  port,
  host: '127.0.0.1',
  accessLog: true,
  devStandIns: withMock,
});
// Ctrl+C stops both (tooling/processes.ts stops everything registered, then exits 130).
let interrupted = false;
stopOnInterrupt(async () => {
  interrupted = true;
  await nginx.stop();
});

console.info(`
  Testbeam, served by nginx as in production: ${origin}/
  /api/ → ${apiOrigin ?? 'a 502 in the error shape (no API_ORIGIN; add --mock for the mock server)'}
  brotli copies: ${nginx.brotli ? 'served' : 'not served (no ngx_http_brotli_static_module; gzip only)'}
  Ctrl+C stops it.
`);

nginx.child.once('exit', (code) => {
  if (interrupted) return;
  console.error(`serve:static: nginx exited (${code})\n${nginx.stderr()}`);
  void Promise.allSettled([nginx.stop(), mock?.stop()]).then(() => process.exit(1));
});
