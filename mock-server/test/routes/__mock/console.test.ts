import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { loadContract } from '../../../src/contract/openapi';
import { consoleMissingMessage } from '../../../src/routes/__mock/console';
import { buildMock, post } from '../../helpers/mock-app';

// A console build shaped like mock-server/console/vite.config.ts's output (base /__mock/console/).
const consoleHtml =
  '<!doctype html><title>Mock console</title><script type="module" crossorigin src="/__mock/console/assets/index-abc.js"></script><div id="root"></div>';
const consoleJs = 'document.title = "Mock console";';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'testbeam-console-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), consoleHtml);
  await writeFile(join(dir, 'assets', 'index-abc.js'), consoleJs);
  // Vite copies public/ as it is: a name without a hash, so not cached for a year.
  await writeFile(join(dir, 'color-scheme.js'), '/* scheme */');
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => app?.close());

describe('the developer console at /__mock/', () => {
  it('is served at /__mock/ and /__mock with dev routes on, its files under /__mock/console/', async () => {
    app = await buildMock({}, { consoleDir: dir });
    for (const url of ['/__mock/', '/__mock']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toBe(consoleHtml);
      // Under the same CSP as every answer: the console has no inline script to allow.
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['cache-control']).toBe('no-cache');
    }
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

  it('answers 404 for a file the build does not have, and never reads outside it', async () => {
    app = await buildMock({}, { consoleDir: dir });
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

  it('is a 404 with dev routes off, like every /__mock route', async () => {
    app = await buildMock({ MOCK_DEV_ROUTES: 'false' }, { consoleDir: dir });
    for (const url of ['/__mock/', '/__mock', '/__mock/console/assets/index-abc.js']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Mock console');
    }
  });

  it('explains how to build it when there is no build', async () => {
    app = await buildMock({}, { consoleDir: join(dir, 'missing') });
    const res = await app.inject('/__mock/');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: consoleMissingMessage });
  });

  it('keeps its own files out of the request journal, like the site’s /assets/', async () => {
    app = await buildMock({}, { consoleDir: dir });
    await app.inject('/__mock/');
    await app.inject('/__mock/console/assets/index-abc.js');
    const paths = (await app.inject('/__mock/requests'))
      .json()
      .map((e: { path: string }) => e.path);
    expect(paths).toContain('/__mock/');
    expect(paths).not.toContain('/__mock/console/assets/index-abc.js');
  });
});

describe('GET /__mock/scenarios/options', () => {
  it('lists every operation of openapi.yaml with its documented statuses and examples', async () => {
    app = await buildMock();
    const res = await app.inject('/__mock/scenarios/options');
    expect(res.statusCode).toBe(200);
    const options = res.json() as {
      operation: string;
      alias: string | null;
      takesEmail: boolean;
      statuses: { status: number; examples: string[] }[];
    }[];
    const contract = loadContract();
    expect(options.map((option) => option.operation).sort()).toEqual(
      [...contract.operations.keys()].sort(),
    );
    const sendCode = options.find((option) => option.operation === 'sendCode');
    expect(sendCode).toMatchObject({
      alias: 'send-code',
      method: 'POST',
      path: '/api/auth/generate',
      takesEmail: true,
    });
    expect(sendCode?.statuses).toContainEqual({ status: 429, examples: ['cooldown', 'rateLimit'] });
    expect(options.find((option) => option.operation === 'getGoogleLoginUrl')?.takesEmail).toBe(
      false,
    );
    // Every status and example offered is one a scenario accepts.
    for (const option of options) {
      const statuses = option.statuses.map((entry) => entry.status);
      expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
      for (const { status, examples } of option.statuses) {
        for (const example of examples) {
          const set = await post(app, '/__mock/scenarios', {
            operation: option.alias ?? option.operation,
            status,
            example,
            times: 1,
          });
          expect(set.statusCode, `${option.operation} ${status} ${example}`).toBe(201);
        }
      }
    }
  });

  it('answers as openapi.dev.yaml documents it', async () => {
    app = await buildMock();
    const doc = parse(readFileSync(new URL('../../../openapi.dev.yaml', import.meta.url), 'utf8'));
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile({
      ...doc.paths['/__mock/scenarios/options'].get.responses['200'].content['application/json']
        .schema,
      components: doc.components,
    });
    const body = (await app.inject('/__mock/scenarios/options')).json();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
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
