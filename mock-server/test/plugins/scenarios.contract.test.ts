// The scenario routes against openapi.yaml and openapi.dev.yaml: what POST /__mock/scenarios
// refuses, and the dev contract's examples and limits as the routes answer them.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type CheckedScenario, checkScenario } from '../../src/scenarios/scenario-input';
import { loadContract } from '../../src/contract/openapi';
import { buildMock, post } from '../helpers/mock-app';

let app: FastifyInstance;
afterEach(() => app?.close());

const setScenario = (body: object) => post(app, '/__mock/scenarios', body);

const checkedSendCode500 = () =>
  checkScenario(loadContract(), { operation: 'sendCode', status: 500 }) as CheckedScenario;

describe('POST /__mock/scenarios refuses what openapi.yaml does not document', () => {
  it.each([
    [
      { operation: 'verifyCode', status: 418 },
      'status 418 is not documented for verifyCode; use one of 200, 400, 401, 403, 413, 415, 429, 500, 503, 507.',
    ],
    [
      { operation: 'verify', status: 401, example: 'dead' },
      'example "dead" is not documented for status 401 of verifyCode; use one of invalid.',
    ],
    [
      { operation: 'sendCode', example: 'nope' },
      'example "nope" is not documented for sendCode; use one of host (403), crossSite (403), cooldown (429), rateLimit (429).',
    ],
    [
      { operation: 'signIn', status: 200 },
      'Unknown operation "signIn"; use one of getGoogleLoginUrl, sendCode, verifyCode, requestWhitelist, sendContact (or send-code, verify, whitelist, contact, login-url).',
    ],
    [{ status: 200 }, 'operation is required: an operationId of openapi.yaml'],
    [
      ['sendCode'],
      'Send a JSON object: { operation, status?, example?, fault?, times?, latencyMs?, email? }.',
    ],
    [
      { operation: 'sendCode', status: 429, times: 0 },
      'times must be from 1 to 1000; leave it out for every call until cleared',
    ],
    [
      { operation: 'sendCode', status: 429, times: 1001 },
      'times must be from 1 to 1000; leave it out for every call until cleared',
    ],
    [
      { operation: 'sendCode', status: 429, times: 1.5 },
      'times must be from 1 to 1000; leave it out for every call until cleared',
    ],
    [{ operation: 'sendCode', latencyMs: 30_001 }, 'latencyMs must be from 0 to 30000'],
    [{ operation: 'sendCode', latencyMs: -1 }, 'latencyMs must be from 0 to 30000'],
    [{ operation: 'sendCode' }, 'A scenario needs a status, an example, a fault or a latencyMs.'],
    [
      { operation: 'sendCode', status: 500, code: 1 },
      'Unknown property code; a scenario takes operation, status, example, fault, times, latencyMs and email.',
    ],
    [
      { operation: 'sendCode', fault: 'explode' },
      'fault must be one of reset, empty, malformed, hang',
    ],
    [
      { operation: 'sendCode', fault: 'reset', status: 500 },
      'A fault sends no documented answer: give fault "reset" without a status or an example.',
    ],
    [
      { operation: 'login-url', status: 500, email: 'ada@example.com' },
      'getGoogleLoginUrl takes no email, so a scenario for it cannot match one.',
    ],
  ])('%j', async (body, message) => {
    app = await buildMock();
    const res = await setScenario(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await app.inject('/__mock/scenarios')).json()).toEqual([]);
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    app = await buildMock();
    const res = await app.inject({ method: 'DELETE', url: '/__mock/scenarios/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/no active scenario/i),
    });
  });

  it('refuses a cross-site POST and DELETE', async () => {
    app = await buildMock();
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    const set = await post(
      app,
      '/__mock/scenarios',
      { operation: 'sendCode', status: 500 },
      crossSite,
    );
    expect(set.statusCode).toBe(403);
    await setScenario({ operation: 'sendCode', status: 500 });
    const cleared = await app.inject({
      method: 'DELETE',
      url: '/__mock/scenarios',
      headers: crossSite,
    });
    expect(cleared.statusCode).toBe(403);
    expect((await app.inject('/__mock/scenarios')).json()).toHaveLength(1);
  });
});

describe('openapi.dev.yaml describes the scenario routes as they answer', () => {
  const doc = parse(readFileSync(new URL('../../openapi.dev.yaml', import.meta.url), 'utf8'));
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  const scenarioSchema = ajv.compile(doc.components.schemas.Scenario);
  const setOperation = doc.paths['/__mock/scenarios'].post;
  const examples = Object.entries(
    setOperation.requestBody.content['application/json'].examples as Record<
      string,
      { value: object }
    >,
  );

  it.each(examples)(
    'the request example %s is accepted, its answer a Scenario',
    async (_name, { value }) => {
      app = await buildMock();
      const res = await setScenario(value);
      expect(res.statusCode).toBe(201);
      expect(scenarioSchema(res.json()), JSON.stringify(scenarioSchema.errors)).toBe(true);
      const [listed] = (await app.inject('/__mock/scenarios')).json();
      expect(scenarioSchema(listed), JSON.stringify(scenarioSchema.errors)).toBe(true);
    },
  );

  it('the documented Scenario example is a Scenario', () => {
    expect(scenarioSchema(doc.components.schemas.Scenario.example)).toBe(true);
  });

  it('at most 1,000 scenarios are active: the next is a 409', async () => {
    app = await buildMock();
    for (let n = 0; n < 1000; n += 1) app.namespaces.default.scenarios.add(checkedSendCode500());
    const res = await setScenario({ operation: 'sendCode', status: 500 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false });
  });
});
