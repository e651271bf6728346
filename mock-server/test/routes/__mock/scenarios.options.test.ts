import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContract } from '../../../src/contract/openapi';
import { buildMock, post } from '../../helpers/mock-app';

let app: FastifyInstance;
afterEach(() => app?.close());

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
