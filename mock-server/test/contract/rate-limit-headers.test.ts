import { readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
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

interface Case {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  status: number;
  /** The answer to check, from a fresh mock whose data directory `breakDir` makes unwritable. */
  answer: (app: FastifyInstance, breakDir: () => Promise<void>) => Promise<LightMyRequestResponse>;
}

const loginUrl = '/api/auth/oauth/google/loginUrl';
const callback = '/__mock/oauth/google/callback';
const studio = encodeURIComponent('/api_mcp_studio/');
const contact = async (app: FastifyInstance, extra: InjectOptions['headers'] = {}) =>
  post(
    app,
    '/api/auth/contactus',
    {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'general',
      subject: 'Hello',
      message: 'A message long enough.',
      recaptchaToken: await recaptchaToken(app),
    },
    extra,
  );
const whitelist = (app: FastifyInstance, email = 'ada@example.com') =>
  post(app, '/api/auth/whitelist', { email });
const verify = (app: FastifyInstance, code = '000000') =>
  post(app, '/api/auth/validate', { email: 'ada@example.com', code, recaptchaToken: '' });

/** The third call in a window: the rate limiter's own 429. */
async function third(call: () => Promise<LightMyRequestResponse>) {
  await call();
  await call();
  return call();
}

const cases: Case[] = [
  {
    label: 'login URL',
    method: 'GET',
    path: loginUrl,
    status: 200,
    answer: (app) => app.inject(loginUrl),
  },
  {
    label: 'login URL, a well-formed redirect the handler refuses',
    method: 'GET',
    path: loginUrl,
    status: 400,
    answer: (app) => app.inject(`${loginUrl}?redirect=/connect/discover/no-such-agent/`),
  },
  {
    label: 'login URL, a redirect the schema refuses (no header: before the limit)',
    method: 'GET',
    path: loginUrl,
    status: 400,
    answer: (app) => app.inject(`${loginUrl}?redirect=/elsewhere`),
  },
  {
    label: 'login URL, rate limit',
    method: 'GET',
    path: loginUrl,
    status: 429,
    answer: (app) => third(() => app.inject(loginUrl)),
  },
  {
    label: 'send code',
    method: 'POST',
    path: '/api/auth/generate',
    status: 200,
    answer: (app) => sendCode(app, 'ada@example.com'),
  },
  {
    label: 'send code, resend cooldown',
    method: 'POST',
    path: '/api/auth/generate',
    status: 429,
    answer: async (app) => {
      await sendCode(app, 'ada@example.com');
      return sendCode(app, 'ada@example.com');
    },
  },
  {
    label: 'send code, rate limit',
    method: 'POST',
    path: '/api/auth/generate',
    status: 429,
    answer: (app) => {
      let n = 0;
      return third(() => sendCode(app, `user${(n += 1)}@example.com`));
    },
  },
  {
    label: 'send code, forced with Prefer (no header: before the limit)',
    method: 'POST',
    path: '/api/auth/generate',
    status: 429,
    answer: (app) => sendCode(app, 'ada@example.com', { prefer: 'code=429' }),
  },
  {
    label: 'send code from another site (no header: refused first)',
    method: 'POST',
    path: '/api/auth/generate',
    status: 403,
    answer: (app) => sendCode(app, 'ada@example.com', { 'sec-fetch-site': 'cross-site' }),
  },
  {
    label: 'send code, not JSON (no header)',
    method: 'POST',
    path: '/api/auth/generate',
    status: 415,
    answer: (app) =>
      post(app, '/api/auth/generate', 'x', { 'content-type': 'application/x-www-form-urlencoded' }),
  },
  {
    label: 'verify code',
    method: 'POST',
    path: '/api/auth/validate',
    status: 200,
    answer: async (app) => {
      await sendCode(app, 'ada@example.com');
      return verify(app, await latestCode(app, 'ada@example.com'));
    },
  },
  {
    label: 'verify, a wrong code',
    method: 'POST',
    path: '/api/auth/validate',
    status: 401,
    answer: (app) => verify(app),
  },
  {
    label: 'verify, rate limit',
    method: 'POST',
    path: '/api/auth/validate',
    status: 429,
    answer: (app) => third(() => verify(app)),
  },
  {
    label: 'verify, the session cannot be stored',
    method: 'POST',
    path: '/api/auth/validate',
    status: 503,
    answer: async (app, breakDir) => {
      await sendCode(app, 'ada@example.com');
      const code = await latestCode(app, 'ada@example.com');
      await breakDir();
      return verify(app, code);
    },
  },
  {
    label: 'whitelist',
    method: 'POST',
    path: '/api/auth/whitelist',
    status: 200,
    answer: (app) => whitelist(app),
  },
  {
    label: 'whitelist, already listed',
    method: 'POST',
    path: '/api/auth/whitelist',
    status: 409,
    answer: async (app) => {
      await whitelist(app);
      return whitelist(app);
    },
  },
  {
    label: 'whitelist, rate limit',
    method: 'POST',
    path: '/api/auth/whitelist',
    status: 429,
    answer: (app) => {
      let n = 0;
      return third(() => whitelist(app, `user${(n += 1)}@example.com`));
    },
  },
  {
    label: 'whitelist, cannot be stored',
    method: 'POST',
    path: '/api/auth/whitelist',
    status: 503,
    answer: async (app, breakDir) => {
      await breakDir();
      return whitelist(app);
    },
  },
  {
    label: 'contact',
    method: 'POST',
    path: '/api/auth/contactus',
    status: 200,
    answer: (app) => contact(app),
  },
  {
    label: 'contact, reCAPTCHA refused',
    method: 'POST',
    path: '/api/auth/contactus',
    status: 403,
    answer: (app) =>
      post(app, '/api/auth/contactus', {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        category: 'general',
        subject: 'Hello',
        message: 'A message long enough.',
        recaptchaToken: 'not-a-token',
      }),
  },
  {
    label: 'contact from another site (no header: refused first)',
    method: 'POST',
    path: '/api/auth/contactus',
    status: 403,
    answer: (app) => contact(app, { 'sec-fetch-site': 'cross-site' }),
  },
  {
    label: 'contact, rate limit',
    method: 'POST',
    path: '/api/auth/contactus',
    status: 429,
    answer: (app) => third(() => contact(app)),
  },
  {
    label: 'contact, cannot be stored',
    method: 'POST',
    path: '/api/auth/contactus',
    status: 503,
    answer: async (app, breakDir) => {
      const token = await recaptchaToken(app);
      await breakDir();
      return post(app, '/api/auth/contactus', {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        category: 'general',
        subject: 'Hello',
        message: 'A message long enough.',
        recaptchaToken: token,
      });
    },
  },
  {
    label: 'Google stand-in callback',
    method: 'GET',
    path: callback,
    status: 302,
    answer: (app) => app.inject(`${callback}?email=ada@example.com&redirect=${studio}`),
  },
  {
    label: 'Google stand-in callback, redirect refused',
    method: 'GET',
    path: callback,
    status: 400,
    answer: (app) => app.inject(`${callback}?email=ada@example.com&redirect=/elsewhere/`),
  },
  {
    label: 'Google stand-in callback, the session cannot be stored',
    method: 'GET',
    path: callback,
    status: 503,
    answer: async (app, breakDir) => {
      await breakDir();
      return app.inject(`${callback}?email=ada@example.com&redirect=${studio}`);
    },
  },
  {
    label: 'Google stand-in callback, rate limit',
    method: 'GET',
    path: callback,
    status: 429,
    answer: (app) =>
      third(() => app.inject(`${callback}?email=ada@example.com&redirect=${studio}`)),
  },
];

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs one case on a fresh mock with a data directory; returns its answer. */
async function run(answer: Case['answer']): Promise<LightMyRequestResponse> {
  const dir = await mkdtemp(join(tmpdir(), 'testbeam-ratelimit-'));
  dirs.push(dir, `${dir}-aside`);
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
  it.each(cases)('$label: $status carries only declared ones', async (row) => {
    const res = await run(row.answer);
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
