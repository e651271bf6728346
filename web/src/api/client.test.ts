import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Api,
  type ContactMessage,
  createApi,
  NETWORK_ERROR_MESSAGE,
  sendCode,
} from './client';

const BASE = 'http://api.test';
const OK = { success: true, message: 'Done.' };
const LOGIN_URL = { ...OK, data: { url: 'http://api.test/__mock/oauth/google?redirect=%2F' } };
const CONTACT: ContactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'connector',
  subject: 'Jira',
  message: 'Please add a Jira connector.',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A client whose fetch answers `reply` (or rejects with it) and records every request. */
function setup(reply: Response | Error) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    if (reply instanceof Error) throw reply;
    // A clone per call: a read that is retried (read-cache.ts) reads the body again.
    return reply.clone();
  });
  // Retries do not wait here; read-cache.test.ts holds the waits.
  const cache = { sleep: async () => undefined };
  return { api: createApi({ baseUrl: BASE, fetch, cache }), fetch, requests };
}

type Row = {
  label: string;
  call: (api: Api) => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  query?: string;
  body?: unknown;
  success: unknown;
};

// Extra fields on the contact form state must not reach the server (additionalProperties: false).
const contactWithFormState = { ...CONTACT, submitting: true } as ContactMessage;

const rows: Row[] = [
  {
    label: 'sendCode',
    call: (api) => api.sendCode('ada@example.com'),
    method: 'POST',
    path: '/api/auth/generate',
    body: { email: 'ada@example.com', recaptchaToken: '' },
    success: OK,
  },
  {
    label: 'sendCode with a token',
    call: (api) => api.sendCode('ada@example.com', 'tok'),
    method: 'POST',
    path: '/api/auth/generate',
    body: { email: 'ada@example.com', recaptchaToken: 'tok' },
    success: OK,
  },
  {
    label: 'verifyCode',
    call: (api) => api.verifyCode('ada@example.com', '042917'),
    method: 'POST',
    path: '/api/auth/validate',
    body: { email: 'ada@example.com', code: '042917', recaptchaToken: '' },
    success: OK,
  },
  {
    label: 'requestWhitelist (trims and lower-cases)',
    call: (api) => api.requestWhitelist('  Ada.Lovelace@Example.COM '),
    method: 'POST',
    path: '/api/auth/whitelist',
    body: { email: 'ada.lovelace@example.com', recaptchaToken: '' },
    success: OK,
  },
  {
    label: 'requestWhitelist for a waitlist',
    call: (api) => api.requestWhitelist('ada@example.com', '', 'micro-saas'),
    method: 'POST',
    path: '/api/auth/whitelist',
    body: { email: 'ada@example.com', recaptchaToken: '', waitlist: 'micro-saas' },
    success: OK,
  },
  {
    label: 'sendContact (only the contract fields)',
    call: (api) => api.sendContact(contactWithFormState, 'captcha-token'),
    method: 'POST',
    path: '/api/auth/contactus',
    body: { ...CONTACT, recaptchaToken: 'captcha-token' },
    success: OK,
  },
  {
    label: 'getGoogleLoginUrl (URL-encodes redirect)',
    call: (api) => api.getGoogleLoginUrl('/connect/discover/google-drive/'),
    method: 'GET',
    path: '/api/auth/oauth/google/loginUrl',
    query: '?redirect=%2Fconnect%2Fdiscover%2Fgoogle-drive%2F',
    success: LOGIN_URL,
  },
];

describe('api client requests', () => {
  it.each(rows)('$label: $method $path', async (row) => {
    const { api, fetch, requests } = setup(json(200, row.success));
    await row.call(api);

    expect(fetch).toHaveBeenCalledTimes(1);
    const [request] = requests;
    if (!request) throw new Error('no request recorded');
    const url = new URL(request.url);
    expect(request.method).toBe(row.method);
    expect(url.origin).toBe(BASE);
    expect(url.pathname).toBe(row.path);
    expect(url.search).toBe(row.query ?? '');
    expect(request.headers.get('Accept')).toBe('application/json');
    if (row.method === 'POST') {
      expect(request.headers.get('Content-Type')).toBe('application/json');
      expect(JSON.parse(await request.text())).toEqual(row.body);
    } else {
      expect(await request.text()).toBe('');
    }
  });
});

describe('api client answers', () => {
  it.each(rows)('$label: a success returns the body as data', async (row) => {
    const { api } = setup(json(200, row.success));
    await expect(row.call(api)).resolves.toEqual({ data: row.success });
  });

  it.each([
    { status: 429, message: 'Please wait 30 seconds.', call: (api: Api) => api.sendCode('a@b.co') },
    {
      status: 401,
      message: 'Invalid code. 4 tries left.',
      call: (api: Api) => api.verifyCode('a@b.co', '000000'),
    },
    {
      status: 409,
      message: 'This email is already in the whitelist',
      call: (api: Api) => api.requestWhitelist('a@b.co'),
    },
    {
      status: 403,
      message: 'reCAPTCHA verification failed.',
      call: (api: Api) => api.sendContact(CONTACT, ''),
    },
    {
      status: 400,
      message: 'This redirect path is not allowed.',
      call: (api: Api) => api.getGoogleLoginUrl('/x'),
    },
  ])(
    'a $status with a message returns that message and status',
    async ({ status, message, call }) => {
      const { api } = setup(json(status, { success: false, message }));
      await expect(call(api)).resolves.toEqual({ error: { status, message } });
    },
  );

  it.each(rows)(
    '$label: a 500 with an HTML body carries no message, so the screen uses its fallback',
    async (row) => {
      const html = new Response('<h1>Bad gateway</h1>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      });
      const { api } = setup(html);
      await expect(row.call(api)).resolves.toEqual({
        error: { status: 500, message: null },
      });
    },
  );

  it('a 4xx with an empty message carries no message', async () => {
    const { api } = setup(json(400, { success: false, message: '  ' }));
    await expect(api.sendCode('ada@example.com')).resolves.toEqual({
      error: { status: 400, message: null },
    });
  });

  it.each(rows)('$label: a rejected fetch returns Network Error with status 0', async (row) => {
    const { api } = setup(new TypeError('Failed to fetch'));
    await expect(row.call(api)).resolves.toEqual({
      error: { status: 0, message: 'Network Error' },
    });
    expect(NETWORK_ERROR_MESSAGE).toBe('Network Error');
  });

  it('an aborted request is a network error too', async () => {
    const { api } = setup(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(api.verifyCode('ada@example.com', '123456')).resolves.toEqual({
      error: { status: 0, message: 'Network Error' },
    });
  });

  it.each(rows)('$label: a 200 with success false is an error', async (row) => {
    const { api } = setup(json(200, { success: false, message: 'Not today.' }));
    await expect(row.call(api)).resolves.toEqual({ error: { status: 200, message: 'Not today.' } });
  });

  it.each(rows)('$label: a 200 that is not JSON is an error', async (row) => {
    const { api } = setup(new Response('<!doctype html><title>Home</title>', { status: 200 }));
    await expect(row.call(api)).resolves.toEqual({
      error: { status: 200, message: null },
    });
  });

  it('a login URL answer without data.url is an error', async () => {
    const { api } = setup(json(200, OK));
    const result = await api.getGoogleLoginUrl('/api_mcp_studio/');
    expect(result.data).toBeUndefined();
    expect(result.error?.status).toBe(200);
  });
});

describe('default instance', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls the global fetch on the page origin', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => json(200, OK));
    vi.stubGlobal('fetch', fetch);

    await expect(sendCode('ada@example.com')).resolves.toEqual({ data: OK });
    const request = fetch.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.url : String(request)).toBe(
      `${globalThis.location.origin}/api/auth/generate`,
    );
  });
});
