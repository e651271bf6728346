import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harUrl } from '../../src/journal/har';
import { buildMock, cookieOf, latestCode, post, sendCode, verifyCode } from '../helpers/mock-app';

const schema = JSON.parse(
  readFileSync(new URL('../fixtures/har-1.2.schema.json', import.meta.url), 'utf8'),
) as object;

interface Har {
  log: {
    version: string;
    creator: { name: string; version: string };
    entries: Array<{
      request: {
        method: string;
        url: string;
        headers: Array<{ name: string; value: string }>;
        queryString: unknown[];
        postData?: { mimeType: string; text: string };
      };
      response: {
        status: number;
        statusText: string;
        content: { mimeType: string; text?: string };
      };
    }>;
  };
}

describe('GET /__mock/requests.har', () => {
  let app: FastifyInstance;
  let code: string;
  let har: Har;
  let headers: Record<string, unknown>;
  beforeAll(async () => {
    app = await buildMock();
    // A sign-in, as the site makes it, then a page that reads the session.
    await sendCode(app, 'ada@example.com');
    code = await latestCode(app, 'ada@example.com');
    const signedIn = await verifyCode(app, 'ada@example.com', code);
    await app.inject({
      url: '/api_mcp_studio/?from=test',
      headers: { cookie: cookieOf(signedIn) },
    });
    await post(app, '/api/auth/generate', { email: 'bad' });
    const res = await app.inject('/__mock/requests.har');
    expect(res.statusCode).toBe(200);
    headers = res.headers;
    har = res.json() as Har;
  });
  afterAll(() => app.close());

  it('is a download of JSON', () => {
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['content-disposition']).toBe('attachment; filename="testbeam-mock.har"');
  });

  it('validates against the HAR 1.2 schema', () => {
    const ajv = new Ajv({ allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(har), ajv.errorsText(validate.errors)).toBe(true);
    // The schema has teeth: an entry without its timings is refused.
    const broken = structuredClone(har) as { log: { entries: Array<Record<string, unknown>> } };
    delete broken.log.entries[0]?.timings;
    expect(validate(broken)).toBe(false);
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator).toEqual({ name: 'testbeam-mock', version: expect.any(String) });
  });

  it('lists the sign-in oldest first, with absolute URLs, bodies and codes in the clear', () => {
    const lines = har.log.entries.map(
      ({ request, response }) =>
        `${request.method} ${new URL(request.url).pathname} ${response.status}`,
    );
    expect(lines).toEqual([
      'POST /api/auth/generate 200',
      'GET /__mock/outbox 200',
      'POST /api/auth/validate 200',
      'GET /api_mcp_studio/ 200',
      'POST /api/auth/generate 400',
    ]);
    const [, outbox, verify, page] = har.log.entries;
    expect(verify?.request.url).toBe('http://localhost:8080/api/auth/validate');
    expect(verify?.request.postData).toEqual({
      mimeType: 'application/json',
      text: JSON.stringify({ email: 'ada@example.com', code, recaptchaToken: '' }),
    });
    expect(outbox?.response.content.text).toContain(code);
    expect(page?.request.queryString).toEqual([{ name: 'from', value: 'test' }]);
    expect(page?.request.headers).toContainEqual({ name: 'cookie', value: '[redacted]' });
    expect(page?.response.content.mimeType).toMatch(/^text\/html/);
  });
});

describe('the HAR of odd paths', () => {
  it('keeps every URL on our origin with its path as received, and stays valid HAR 1.2', async () => {
    const app = await buildMock();
    for (const url of ['//%5B/x', '//evil.example/steal?to=%5B']) await app.inject(url);
    const res = await app.inject('/__mock/requests.har');
    await app.close();
    expect(res.statusCode).toBe(200);
    const har = res.json() as Har;
    expect(har.log.entries.map((entry) => entry.request.url)).toEqual([
      'http://localhost:8080//%5B/x',
      'http://localhost:8080//evil.example/steal?to=%5B',
    ]);
    const ajv = new Ajv({ allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(har), ajv.errorsText(validate.errors)).toBe(true);
  });

  it.each([
    ['//evil.example/steal', 'http://localhost:8080//evil.example/steal'],
    ['http://evil.example/steal', 'http://localhost:8080/http://evil.example/steal'],
    ['*', 'http://localhost:8080/*'],
    ['/\\evil.example', 'http://localhost:8080//evil.example'],
    ['/a b', 'http://localhost:8080/a%20b'],
  ])('a raw %s is %s', (raw, expected) => {
    const url = harUrl(raw, 'http://localhost:8080');
    expect(url.href).toBe(expected);
    expect(url.origin).toBe('http://localhost:8080');
  });
});
