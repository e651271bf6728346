// The mock's development routes (/__mock/*) and app stand-in pages, called on the mock itself:
// they are not part of openapi.yaml, so Prism would answer them with its own 404.

import type {
  ContactMessage,
  OutboxEmail,
  WhitelistRequest,
} from '../../mock-server/src/stores/records';
import { agentFacts } from '#common/agents';

/** Where sign-in may land (docs/decisions/0002-addresses.md): the studio and each connector. */
export const allowedRedirects = [
  '/api_mcp_studio/',
  ...agentFacts.map((agent) => `/connect/discover/${agent.appConnectorKey}/`),
];

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The dev routes of the mock listening at `base`, every call with `headers` (a suite's
 * X-Mock-Namespace, say).
 */
export function devRoutes(base: string, headers: Record<string, string> = {}) {
  const post = (path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = <T>(path: string) =>
    fetch(`${base}${path}`, { headers }).then((response) => json<T>(response));

  return {
    /** Empties every store and rate-limit counter of the namespace `headers` name. */
    reset: async () => {
      await json(await post('/__mock/reset'));
    },
    outbox: (to?: string) =>
      get<OutboxEmail[]>(
        `/__mock/outbox${to === undefined ? '' : `?${new URLSearchParams({ to })}`}`,
      ),
    /** The code of the newest email sent to `email`. */
    latestCode: async (email: string) => {
      const [newest] = await get<OutboxEmail[]>(
        `/__mock/outbox?${new URLSearchParams({ to: email })}`,
      );
      if (!newest) throw new Error(`no email for ${email} in the dev outbox`);
      return newest.code;
    },
    whitelist: () => get<WhitelistRequest[]>('/__mock/whitelist'),
    messages: () => get<ContactMessage[]>('/__mock/messages'),
    /** A token from the reCAPTCHA stand-in, the way its script gets one. */
    recaptchaToken: async (action = 'submit') =>
      (await json<{ token: string }>(await post('/__mock/recaptcha/token', { action }))).token,
    /** An app stand-in page (or any page of the mock), with a session cookie or without. */
    page: (path: string, cookie?: string) =>
      fetch(`${base}${path}`, {
        headers: cookie === undefined ? headers : { ...headers, cookie },
        redirect: 'manual',
      }),
  };
}

export type DevRoutes = ReturnType<typeof devRoutes>;

/** The session cookie an answer sets, as its Set-Cookie line. */
export function sessionCookieLine(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('tb_session='));
}

/** The `name=value` pair of a Set-Cookie line, to send back as a Cookie header. */
export const cookiePair = (line: string) => line.split(';')[0] ?? '';
