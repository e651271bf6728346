import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleJs, useConsoleBuild } from '../../helpers/console-build';
import { buildMock } from '../../helpers/mock-app';

const consoleDir = useConsoleBuild();
let app: FastifyInstance;

afterEach(() => app?.close());

describe('the developer console’s files under /__mock/console/', () => {
  it('are served with the site’s caching rules and ETags', async () => {
    app = await buildMock({}, { consoleDir: consoleDir() });
    const script = await app.inject('/__mock/console/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe(consoleJs);
    const etag = String(script.headers.etag);
    const again = await app.inject({
      url: '/__mock/console/assets/index-abc.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const unhashed = await app.inject('/__mock/console/color-scheme.js');
    expect(unhashed.statusCode).toBe(200);
    expect(unhashed.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answer 404 for a file the build does not have, and never read outside it', async () => {
    app = await buildMock({}, { consoleDir: consoleDir() });
    for (const url of [
      '/__mock/console/assets/nope.js',
      '/__mock/console/index.html',
      '/__mock/console/../../etc/passwd',
      '/__mock/console/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('are a 404 with dev routes off, like every /__mock route', async () => {
    app = await buildMock({ MOCK_DEV_ROUTES: 'false' }, { consoleDir: consoleDir() });
    const res = await app.inject('/__mock/console/assets/index-abc.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Mock console');
  });

  it('stay out of the request journal, like the site’s /assets/', async () => {
    app = await buildMock({}, { consoleDir: consoleDir() });
    await app.inject('/__mock/');
    await app.inject('/__mock/console/assets/index-abc.js');
    const paths = (await app.inject('/__mock/requests'))
      .json()
      .map((e: { path: string }) => e.path);
    expect(paths).toContain('/__mock/');
    expect(paths).not.toContain('/__mock/console/assets/index-abc.js');
  });
});
