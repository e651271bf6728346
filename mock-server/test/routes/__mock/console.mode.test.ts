import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildMock } from '../../helpers/mock-app';

const doc = parse(readFileSync(new URL('../../../openapi.dev.yaml', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
const modeSchema = ajv.compile(doc.components.schemas.Mode);

let app: FastifyInstance;
afterEach(() => app?.close());

describe('GET /__mock/mode', () => {
  it.each([
    [{}, { mode: 'mock', upstream: null, strict: false }],
    // Strict means nothing without an upstream.
    [{ MOCK_UPSTREAM_STRICT: 'true' }, { mode: 'mock', upstream: null, strict: false }],
    [
      { MOCK_UPSTREAM: 'https://staging.example.com/' },
      { mode: 'proxy', upstream: 'https://staging.example.com', strict: false },
    ],
    [
      { MOCK_UPSTREAM: 'http://127.0.0.1:9/api-base', MOCK_UPSTREAM_STRICT: 'true' },
      { mode: 'proxy', upstream: 'http://127.0.0.1:9/api-base', strict: true },
    ],
  ])('with %j answers %j, as openapi.dev.yaml documents', async (env, mode) => {
    app = await buildMock(env);
    const res = await app.inject('/__mock/mode');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(mode);
    expect(modeSchema(res.json()), JSON.stringify(modeSchema.errors)).toBe(true);
  });

  it('is not there with dev routes off', async () => {
    app = await buildMock({
      MOCK_DEV_ROUTES: 'false',
      MOCK_UPSTREAM: 'https://staging.example.com',
    });
    expect((await app.inject('/__mock/mode')).statusCode).toBe(404);
  });
});
