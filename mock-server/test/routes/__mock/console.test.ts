import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleMissingMessage } from '../../../src/routes/__mock/console';
import { consoleHtml, useConsoleBuild } from '../../helpers/console-build';
import { buildMock, post } from '../../helpers/mock-app';

const consoleDir = useConsoleBuild();
let app: FastifyInstance;

afterEach(() => app?.close());

describe('the developer console at /__mock/', () => {
  it('is served at /__mock/ and /__mock with dev routes on', async () => {
    app = await buildMock({}, { consoleDir: consoleDir() });
    for (const url of ['/__mock/', '/__mock']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toBe(consoleHtml);
      // Under the same CSP as every answer: the console has no inline script to allow.
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('is a 404 with dev routes off, like every /__mock route', async () => {
    app = await buildMock({ MOCK_DEV_ROUTES: 'false' }, { consoleDir: consoleDir() });
    for (const url of ['/__mock/', '/__mock']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Mock console');
    }
  });

  it('explains how to build it when there is no build', async () => {
    app = await buildMock({}, { consoleDir: join(consoleDir(), 'missing') });
    const res = await app.inject('/__mock/');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: consoleMissingMessage });
  });
});

describe('the console’s own reads', () => {
  it('stay out of the journal (X-Mock-Console), its writes do not', async () => {
    app = await buildMock();
    await app.inject({ url: '/__mock/outbox', headers: { 'x-mock-console': '1' } });
    await app.inject('/__mock/whitelist');
    await post(
      app,
      '/__mock/scenarios',
      { operation: 'verify', status: 401 },
      { 'x-mock-console': '1' },
    );
    const entries = (await app.inject('/__mock/requests')).json() as {
      method: string;
      path: string;
    }[];
    expect(entries.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /__mock/scenarios',
      'GET /__mock/whitelist',
    ]);
  });
});
