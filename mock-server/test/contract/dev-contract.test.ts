import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDevContract, parseDevContract } from '../../src/contract/dev-contract';
import { build } from '../../src/app';
import { createSiteFixture, type SiteFixture, testConfig } from '../helpers/site-fixture';

// The dev routes take method, path and schemas from openapi.dev.yaml (routeDevOperation), so
// what a developer reads there is what the server checks; this holds every route to it.

let site: SiteFixture;
let app: FastifyInstance;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  site = await createSiteFixture();
  app = await build(testConfig(site.siteDir, { MOCK_DEV_ROUTES: 'true' }), {
    logger: false,
    // build() types the hook narrowly; Fastify hands it the whole route.
    onRoute: (route) => {
      if (route.url.startsWith('/__mock')) routes.push(route as RouteOptions);
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await site?.cleanup();
});

// Served by @fastify/static (its own routes) and by the MCP transport (no schema: the SDK checks
// each JSON-RPC message itself); the yaml documents both.
const undeclared = new Set(['/__mock/console/*', '/__mock/mcp']);

describe('openapi.dev.yaml and the /__mock routes', () => {
  it('declares every dev route from an operation of openapi.dev.yaml', () => {
    const own = routes.filter((route) => !undeclared.has(route.url) && route.method !== 'HEAD');
    expect(own.length).toBeGreaterThan(25);
    const without = own.filter((route) => route.config?.devOperationId === undefined);
    expect(without.map((route) => `${String(route.method)} ${route.url}`)).toEqual([]);
  });

  it('validates each route with exactly the schemas openapi.dev.yaml gives', () => {
    const contract = loadDevContract();
    for (const route of routes) {
      const id = route.config?.devOperationId;
      // Fastify adds a HEAD route beside each GET, with the GET's options.
      if (id === undefined || route.method === 'HEAD') continue;
      const operation = contract.operation(id);
      expect(`${String(route.method)} ${route.url}`).toBe(`${operation.method} ${operation.url}`);
      // Through JSON: Fastify marks a schema it compiled with a symbol of its own.
      expect(JSON.parse(JSON.stringify(route.schema ?? {})), id).toEqual(operation.schema);
    }
  });

  it('routes every operation of openapi.dev.yaml but those served another way', () => {
    const routed = new Set(routes.map((route) => route.config?.devOperationId));
    const site = [
      'getSitePage',
      'getStudioPage',
      'getConnectorPage',
      'getConsoleFile',
      'useMcp',
      'openMcpStream',
      'endMcpSession',
    ];
    const missing = [...loadDevContract().operations.keys()].filter(
      (id) => !routed.has(id) && !site.includes(id),
    );
    expect(missing).toEqual([]);
  });

  it("checks the Google stand-in's email as openapi.yaml's Email does", () => {
    const { querystring } = loadDevContract().operation('googleCallback').schema;
    const email = (querystring?.properties as Record<string, Record<string, unknown>>).email;
    const { description: _d, examples: _e, ...rules } = app.contract.schema('Email');
    expect(email).toEqual(rules);
  });

  it('reads path parameters as Fastify params, refuses unknown query parameters, drops defaults', () => {
    const contract = parseDevContract(`
openapi: 3.1.0
paths:
  /x/{id}:
    delete:
      operationId: removeX
      parameters:
        - { name: id, in: path, required: true, schema: { type: string, maxLength: 9 } }
        - { name: limit, in: query, schema: { type: string, default: "50" } }
`);
    expect(contract.operation('removeX')).toEqual({
      operationId: 'removeX',
      method: 'DELETE',
      url: '/x/:id',
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 9 } },
          required: ['id'],
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'string' } },
          required: [],
        },
      },
    });
    expect(() => contract.operation('nope')).toThrow('openapi.dev.yaml has no operation nope');
  });
});
