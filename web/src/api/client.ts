// The only way components reach the API (docs/requirements.md §7). Paths, bodies and answers are
// typed from openapi.yaml via the generated schema, so a contract change breaks the build here.
import createClient from 'openapi-fetch';
import type { components, paths } from '#common/api/schema';
import { createReadCache, type ReadCacheOptions } from './read-cache';
import type { ApiResult } from './result';

export type { ApiError, ApiResult } from './result';

type Schemas = components['schemas'];
type WaitlistId = Schemas['Waitlist'];
export type SuccessBody = Schemas['SuccessResponse'];
export type LoginUrlBody = Schemas['LoginUrlResponse'];
export type ContactMessage = Omit<Schemas['ContactRequest'], 'recaptchaToken'>;

export type ApiOptions = { baseUrl?: string; fetch?: typeof fetch; cache?: ReadCacheOptions };

/** The message for a request that never got an answer; status is 0 (docs/requirements.md §7). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

// What openapi-fetch resolves to with parseAs 'text': a 2xx body as a string, otherwise the
// error body, already JSON-parsed when it could be.
type RawAnswer = { data?: string; error?: unknown; response: Response };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isSuccess = (body: unknown): body is SuccessBody =>
  isRecord(body) && body.success === true && typeof body.message === 'string';

const isLoginUrl = (body: unknown): body is LoginUrlBody =>
  isRecord(body) && isRecord(body.data) && typeof body.data.url === 'string' && isSuccess(body);

function messageOf(body: unknown): string | undefined {
  const message = isRecord(body) ? body.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function parseJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Turns every way a call can end into one ApiResult, so components handle a single shape. */
async function settle<T>(
  pending: Promise<RawAnswer>,
  accept: (body: unknown) => body is T,
): Promise<ApiResult<T>> {
  let answer: RawAnswer;
  try {
    answer = await pending;
  } catch {
    // Bodies are read as text, so only the request itself can throw here: offline, DNS, CORS
    // or abort. docs/requirements.md §7 reports all of them as one message.
    return { error: { status: 0, message: NETWORK_ERROR_MESSAGE } };
  }
  const { ok, status } = answer.response;
  if (!ok) {
    return {
      error: { status, message: messageOf(answer.error) ?? null },
    };
  }
  // A 2xx is only a success in the documented shape: an HTML page from a misrouted proxy or a
  // legacy `success: false` must not read as "code sent".
  const body = parseJson(answer.data);
  if (accept(body)) return { data: body };
  return { error: { status, message: messageOf(body) ?? null } };
}

/** An API client; tests pass their own fetch, the site uses the default instance below. */
export function createApi(options: ApiOptions = {}) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? globalThis.location?.origin ?? 'http://localhost:8080',
    headers: { Accept: 'application/json' },
    // Looked up per call, so a fetch stubbed or polyfilled after the first request is used.
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  // Text, not JSON: a 2xx that is not JSON must become an error with its status, not a throw.
  const parseAs = 'text';
  // The one idempotent read: retried and kept per docs/requirements.md §9 (read-cache.ts). Sends
  // are not.
  const loginUrls = createReadCache<LoginUrlBody>(options.cache);

  return {
    sendCode: (email: string, recaptchaToken = '') => {
      const body = { email, recaptchaToken };
      return settle(client.POST('/api/auth/generate', { body, parseAs }), isSuccess);
    },
    verifyCode: (email: string, code: string, recaptchaToken = '') => {
      const body = { email, code, recaptchaToken };
      return settle(client.POST('/api/auth/validate', { body, parseAs }), isSuccess);
    },
    // The server compares addresses case-insensitively; docs/requirements.md §5 sends them
    // lower-cased. With `waitlist`, the same request joins a product's waitlist (openapi.yaml).
    requestWhitelist: (email: string, recaptchaToken = '', waitlist?: WaitlistId) => {
      const body = {
        email: email.trim().toLowerCase(),
        recaptchaToken,
        ...(waitlist ? { waitlist } : {}),
      };
      return settle(client.POST('/api/auth/whitelist', { body, parseAs }), isSuccess);
    },
    // Fields are picked one by one: the contract rejects unknown properties, and callers may
    // pass their whole form state.
    sendContact: (contact: ContactMessage, recaptchaToken: string) => {
      const { name, email, category, subject, message } = contact;
      const body = { name, email, category, subject, message, recaptchaToken };
      return settle(client.POST('/api/auth/contactus', { body, parseAs }), isSuccess);
    },
    getGoogleLoginUrl: (redirect: string) => {
      const params = { query: { redirect } };
      return loginUrls.get(redirect, () =>
        settle(client.GET('/api/auth/oauth/google/loginUrl', { params, parseAs }), isLoginUrl),
      );
    },
  };
}

export type Api = ReturnType<typeof createApi>;

// Created on first use, not at import: pre-rendering imports this module where there is no
// `location`, and the browser's origin is only known once a page runs.
let defaultApi: Api | undefined;
const api = (): Api => {
  defaultApi ??= createApi();
  return defaultApi;
};

export const sendCode: Api['sendCode'] = (...args) => api().sendCode(...args);
export const verifyCode: Api['verifyCode'] = (...args) => api().verifyCode(...args);
export const requestWhitelist: Api['requestWhitelist'] = (...args) =>
  api().requestWhitelist(...args);
export const sendContact: Api['sendContact'] = (...args) => api().sendContact(...args);
export const getGoogleLoginUrl: Api['getGoogleLoginUrl'] = (...args) =>
  api().getGoogleLoginUrl(...args);
