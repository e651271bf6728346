import { readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { storeCaps } from '../../src/plugins/stores';
import { buildMock, latestCode, post, recaptchaToken, sendCode } from '../helpers/mock-app';

// @fastify/rate-limit sets X-RateLimit-* on every answer given after its preHandler (the handler's
// own answers and its 429), with Retry-After on the 429. Each documented response must declare
// exactly the X-RateLimit-* headers the real answers of its status carry: a real answer with an
// undeclared one fails, and so does a declaration no real answer bears out.

type Doc = Record<string, Record<string, unknown>>;
const root = join(import.meta.dirname, '../../..');
const docs = ['openapi.yaml', 'mock-server/openapi.dev.yaml'].map(
  (file) => parse(readFileSync(join(root, file), 'utf8')) as Doc,
);

/** The x-ratelimit-* headers a response declares, lower case, sorted ($refs resolved). */
function declared(doc: Doc, method: string, path: string, status: number): string[] {
  const operation = (doc.paths?.[path] as Record<string, Doc> | undefined)?.[method.toLowerCase()];
  let response = operation?.responses?.[String(status)] as Record<string, unknown> | undefined;
  const ref = response?.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/responses/', '');
    response = (doc.components?.responses as Record<string, Record<string, unknown>>)[name];
  }
  return Object.keys((response?.headers as object | undefined) ?? {})
    .map((name) => name.toLowerCase())
    .filter((name) => name.startsWith('x-ratelimit-'))
    .sort();
}

const sent = (res: LightMyRequestResponse) =>
  Object.keys(res.headers)
    .filter((name) => name.startsWith('x-ratelimit-'))
    .sort();

const rateHeaders = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

// Every limit at 2 a minute, so a third call is refused.
const limits = {
  RATE_LIMITS: 'on',
  RATE_LIMIT_SEND_CODE: '2',
  RATE_LIMIT_VERIFY: '2',
  RATE_LIMIT_WHITELIST: '2',
  RATE_LIMIT_CONTACT: '2',
  RATE_LIMIT_LOGIN_URL: '2',
};

/** The answer to check, from a fresh mock whose data directory `breakDir` makes unwritable. */
type Answer = (
  app: FastifyInstance,
  breakDir: () => Promise<void>,
) => Promise<LightMyRequestResponse>;

const loginUrl = '/api/auth/oauth/google/loginUrl';
const callback = '/__mock/oauth/google/callback';
const signIn = `${callback}?email=ada@example.com&redirect=${encodeURIComponent('/api_mcp_studio/')}`;
const ada = 'ada@example.com';
const message = (recaptchaToken: string) => ({
  name: 'Ada Lovelace',
  email: ada,
  category: 'general',
  subject: 'Hello',
  message: 'A message long enough.',
  recaptchaToken,
});
const contact = async (app: FastifyInstance, headers: InjectOptions['headers'] = {}) =>
  post(app, '/api/auth/contactus', message(await recaptchaToken(app)), headers);
const whitelist = (app: FastifyInstance, email = ada) =>
  post(app, '/api/auth/whitelist', { email });
const verify = (app: FastifyInstance, code = '000000') =>
  post(app, '/api/auth/validate', { email: ada, code, recaptchaToken: '' });

/** A data directory whose `store` file already holds the store's cap (the answer is a 507). */
const full = (store: 'whitelist' | 'messages' | 'sessions', cap: number) => async (dir: string) => {
  const at = new Date().toISOString();
  const records = Array.from({ length: cap }, (_, n) => {
    const id = `full-${n}`;
    const email = `full${n}@example.com`;
    if (store === 'whitelist') return { id, email, status: 'pending', requestedAt: at };
    if (store === 'sessions') return { id, email, method: 'code', createdAt: at };
    const text = { name: 'Ada', category: 'general', subject: 'Hi', message: 'A message.' };
    return { id, email, ...text, receivedAt: at };
  });
  await writeFile(join(dir, `${store}.json`), JSON.stringify(records));
};

/** The third call in a window: the rate limiter's own 429. */
async function third(call: (n: number) => Promise<LightMyRequestResponse>) {
  await call(1);
  await call(2);
  return call(3);
}

/** Fills the fresh mock's data directory before it starts. */
type Prepare = (dir: string) => Promise<void>;

/** Real answers (none forced but one) by operation: [status, what, how, data directory]. */
const byOperation: Array<['GET' | 'POST', string, Array<[number, string, Answer, Prepare?]>]> = [
  [
    'GET',
    loginUrl,
    [
      [200, 'the URL', (app) => app.inject(loginUrl)],
      [
        400,
        'an unknown connector',
        (app) => app.inject(`${loginUrl}?redirect=/connect/discover/x/`),
      ],
      [400, 'schema (no header)', (app) => app.inject(`${loginUrl}?redirect=/elsewhere`)],
      [429, 'rate limit', (app) => third(() => app.inject(loginUrl))],
    ],
  ],
  [
    'POST',
    '/api/auth/generate',
    [
      [200, 'sent', (app) => sendCode(app, ada)],
      [429, 'cooldown', (app) => sendCode(app, ada).then(() => sendCode(app, ada))],
      [429, 'rate limit', (app) => third((n) => sendCode(app, `user${n}@example.com`))],
      [429, 'forced (no header)', (app) => sendCode(app, ada, { prefer: 'code=429' })],
      [
        403,
        'cross-site (no header)',
        (app) => sendCode(app, ada, { 'sec-fetch-site': 'cross-site' }),
      ],
      [
        415,
        'not JSON (no header)',
        (app) =>
          post(app, '/api/auth/generate', 'x', {
            'content-type': 'application/x-www-form-urlencoded',
          }),
      ],
    ],
  ],
  [
    'POST',
    '/api/auth/validate',
    [
      [
        200,
        'signed in',
        async (app) => {
          await sendCode(app, ada);
          return verify(app, await latestCode(app, ada));
        },
      ],
      [401, 'a wrong code', (app) => verify(app)],
      [429, 'rate limit', (app) => third(() => verify(app))],
      [
        503,
        'the session cannot be stored',
        async (app, breakDir) => {
          await sendCode(app, ada);
          const code = await latestCode(app, ada);
          await breakDir();
          return verify(app, code);
        },
      ],
      [
        507,
        'the session store is full',
        async (app) => {
          await sendCode(app, ada);
          return verify(app, await latestCode(app, ada));
        },
        full('sessions', storeCaps.sessions),
      ],
    ],
  ],
  [
    'POST',
    '/api/auth/whitelist',
    [
      [200, 'stored', (app) => whitelist(app)],
      [409, 'already listed', (app) => whitelist(app).then(() => whitelist(app))],
      [429, 'rate limit', (app) => third((n) => whitelist(app, `user${n}@example.com`))],
      [503, 'cannot be stored', (app, breakDir) => breakDir().then(() => whitelist(app))],
      [507, 'the store is full', (app) => whitelist(app), full('whitelist', storeCaps.whitelist)],
    ],
  ],
  [
    'POST',
    '/api/auth/contactus',
    [
      [200, 'stored', (app) => contact(app)],
      [403, 'reCAPTCHA refused', (app) => post(app, '/api/auth/contactus', message('not-a-token'))],
      [403, 'cross-site (no header)', (app) => contact(app, { 'sec-fetch-site': 'cross-site' })],
      [429, 'rate limit', (app) => third(() => contact(app))],
      [
        503,
        'cannot be stored',
        async (app, breakDir) => {
          const token = await recaptchaToken(app);
          await breakDir();
          return post(app, '/api/auth/contactus', message(token));
        },
      ],
      [507, 'the store is full', (app) => contact(app), full('messages', storeCaps.messages)],
    ],
  ],
  [
    'GET',
    callback,
    [
      [302, 'signed in', (app) => app.inject(signIn)],
      [
        400,
        'redirect refused',
        (app) => app.inject(`${callback}?email=${ada}&redirect=/elsewhere/`),
      ],
      [429, 'rate limit', (app) => third(() => app.inject(signIn))],
      [503, 'cannot be stored', (app, breakDir) => breakDir().then(() => app.inject(signIn))],
      [
        507,
        'the session store is full',
        (app) => app.inject(signIn),
        full('sessions', storeCaps.sessions),
      ],
    ],
  ],
];

const cases = byOperation.flatMap(([method, path, rows]) =>
  rows.map(([status, what, answer, prepare]) => ({
    method,
    path,
    status,
    answer,
    prepare,
    label: `${method} ${path}: ${what}`,
  })),
);

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs one case on a fresh mock with a data directory; returns its answer. */
async function run(answer: Answer, prepare?: Prepare): Promise<LightMyRequestResponse> {
  const dir = await mkdtemp(join(tmpdir(), 'testbeam-ratelimit-'));
  dirs.push(dir, `${dir}-aside`);
  await prepare?.(dir);
  const app = await buildMock({ ...limits, MOCK_DATA_DIR: dir });
  try {
    return await answer(app, async () => {
      await rename(dir, `${dir}-aside`);
      await writeFile(dir, 'not a directory');
    });
  } finally {
    await app.close();
  }
}

const seen = new Map<string, string[]>();

describe('X-RateLimit-* headers: what the contracts declare is what the mock sends', () => {
  it.each(cases)('$label, $status: only declared ones', async (row) => {
    const res = await run(row.answer, row.prepare);
    expect(res.statusCode).toBe(row.status);
    const doc = docs.find((d) => d.paths?.[row.path]);
    expect(doc, `${row.path} is documented`).toBeDefined();
    const headers = sent(res);
    expect(headers, 'all or none').toEqual(headers.length ? rateHeaders : []);
    expect(declared(doc as Doc, row.method, row.path, row.status)).toEqual(
      expect.arrayContaining(headers),
    );
    const key = `${row.method} ${row.path} ${row.status}`;
    if (headers.length) seen.set(key, headers);
  });

  it('declares them only where a real answer carries them', () => {
    const declaredAt = docs.flatMap((doc) =>
      Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
        Object.entries(methods as Record<string, Doc>).flatMap(([method, operation]) =>
          Object.keys(operation.responses ?? {})
            .map(Number)
            .filter((status) => declared(doc, method, path, status).length > 0)
            // No real request makes a 500 (it is a bug); one from a handler would carry them.
            .filter((status) => status !== 500)
            .map((status) => `${method.toUpperCase()} ${path} ${status}`),
        ),
      ),
    );
    const unproven = declaredAt.filter((key) => !seen.has(key));
    expect(unproven, 'declared, but no real answer above carries them').toEqual([]);
  });
});
