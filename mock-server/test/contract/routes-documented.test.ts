import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { build } from '../../src/app';
import { createSiteFixture, type SiteFixture, testConfig } from '../helpers/site-fixture';

// Every route the mock declares (site, API, app stand-in and dev routes on) is an operation of
// openapi.yaml or mock-server/openapi.dev.yaml, and every operation there is a route: neither
// file can fall behind the server. Paths compare with their parameters unnamed: Fastify's `:id`
// and `*` against OpenAPI's `{id}`.

const root = join(import.meta.dirname, '../../..');
const contractFiles = ['openapi.yaml', 'mock-server/openapi.dev.yaml'];
const httpMethods = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];

const unnamed = (path: string) =>
  path
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/:[^/]+/g, '{}')
    .replace(/\*$/, '{}');

function documentedOperations(): Set<string> {
  const operations = new Set<string>();
  for (const file of contractFiles) {
    const doc = parse(readFileSync(join(root, file), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item).filter((key) => httpMethods.includes(key))) {
        operations.add(`${method.toUpperCase()} ${unnamed(path)}`);
      }
    }
  }
  return operations;
}

let site: SiteFixture;
let app: FastifyInstance;
const declared = new Set<string>();

beforeAll(async () => {
  site = await createSiteFixture();
  const config = testConfig(site.siteDir, { MOCK_DEV_ROUTES: 'true' });
  app = await build(config, {
    logger: false,
    onRoute: ({ method, url }) => {
      for (const one of [method].flat()) declared.add(`${one} ${unnamed(url)}`);
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await site?.cleanup();
});

/**
 * The server's routes, less the one exception no file documents: the HEAD route Fastify adds for
 * each GET (exposeHeadRoutes), which answers the GET's headers without its body. A HEAD route of
 * its own (no GET beside it) still has to be documented.
 */
function served(): string[] {
  return [...declared].filter(
    (route) => !(route.startsWith('HEAD ') && declared.has(route.replace(/^HEAD /, 'GET '))),
  );
}

describe('every route is documented, every documented route is served', () => {
  it('finds the routes of each kind', () => {
    const routes = served();
    expect(routes).toContain('GET /{}');
    expect(routes).toContain('POST /api/auth/generate');
    expect(routes).toContain('GET /__mock/requests');
    expect(routes).toContain('GET /api_mcp_studio/');
  });

  it('documents every route the server declares', () => {
    const documented = documentedOperations();
    const missing = served().filter((route) => !documented.has(route));
    expect(missing, 'routes neither openapi.yaml nor openapi.dev.yaml documents').toEqual([]);
  });

  it('serves every operation the files document', () => {
    const routes = new Set(served());
    const stale = [...documentedOperations()].filter((operation) => !routes.has(operation));
    expect(stale, 'documented operations the server does not have').toEqual([]);
  });
});
