// nginx against a hostile client (tests/static/hostile.ts): every malformed request nginx refuses
// by itself gets the API's JSON error with the site's security headers, on the site and on /api/,
// with or without a backend; another method on a page gets a 405 typed as JSON; and a path built
// to slip past `location /api/` reaches the backend only as the normalized /api/ path.

import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { clientDir } from '../../scripts/tooling/paths';
import { type StaticServer, startStaticServer } from '../../scripts/tooling/static-server';
import {
  checkMethodNotAllowed,
  checkNginxError,
  checkNormalizedApiPath,
  malformed,
  malformedRequests,
  startRecordingBackend,
} from './hostile';

describe.each([
  ['nginx with a backend', 'nginxOrigin'],
  ['nginx without an API', 'nginxNoApiOrigin'],
] as const)('%s, sent a malformed request', (_name, key) => {
  it.each(malformedRequests)(
    '%s: nginx’s own answer in the error shape',
    async (name, request, status, code) => {
      await checkNginxError(inject(key), [name, request, status, code]);
    },
  );

  // When the client's end of stream (or its whole body) comes with the headers, nginx has no body
  // left to discard and checks the Content-Length again in the error page's location: without
  // `client_max_body_size 0` there, about 1 request in 10 got nginx's own HTML page.
  it('a 2 MB body whose end comes with its headers, 100 times: the JSON answer every time', async () => {
    for (let i = 0; i < 100; i++) await checkNginxError(inject(key), malformed('a 2 MB body'));
  });
});

describe('another method on a page', () => {
  it.each([
    ['PROPFIND', '/about'],
    ['DELETE', '/'],
    ['POST', '/blog/api-testing-mcp-automation'],
  ])('%s %s: 405 with a JSON body typed application/json', async (method, path) => {
    await checkMethodNotAllowed(inject('nginxOrigin'), method, path);
  });
});

describe('the path the backend gets', () => {
  let backend: Awaited<ReturnType<typeof startRecordingBackend>>;
  let nginx: StaticServer;
  beforeAll(async () => {
    backend = await startRecordingBackend();
    nginx = await startStaticServer({ siteDir: clientDir, apiOrigin: backend.origin });
  });
  afterAll(async () => {
    await nginx?.stop();
    await backend?.stop();
  });

  it('is the normalized path under /api/, whatever the request line said', async () => {
    await checkNormalizedApiPath(nginx.origin, backend.received);
  });
});
