import { namespaceHeaders } from './namespace';
import type { ApiError } from './types';

/** The mock's message from a failed answer, or a fallback naming the status. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as ApiError | null;
  return new Error(body?.message ?? `The mock answered ${response.status}.`);
}

/**
 * A read's headers. `X-Mock-Console` keeps the console's own reads out of the request journal
 * (mock-server/src/plugins/journal.ts), which they would otherwise flood.
 */
const readHeaders = () => ({
  accept: 'application/json',
  'x-mock-console': '1',
  ...namespaceHeaders(),
});

/** GET a dev route's JSON, in the console's namespace. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: readHeaders(), signal });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

/** One page of a paged list, and where the next (older) one is, from `Link: <…>; rel="next"`. */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** GET one page of a paged dev route (GET /__mock/requests), as getJson does. */
export async function getPage<T>(path: string): Promise<Page<T>> {
  const response = await fetch(path, { headers: readHeaders() });
  if (!response.ok) throw await failure(response);
  const link = response.headers.get('link') ?? '';
  const next = /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1] ?? null;
  return { items: (await response.json()) as T[], next };
}

/**
 * A write (POST or DELETE) in the console's namespace, JSON in and out; throws the mock's
 * message on failure.
 */
export async function send<T = unknown>(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...namespaceHeaders(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

/** A failure in words: the mock's message when it gave one. */
export const messageOf = (cause: unknown): string =>
  cause instanceof Error ? cause.message : String(cause);

/**
 * A write whose outcome is said through `say` (the console's live region): `done` when it
 * worked, then `after`; the mock's own message when it did not.
 */
export function sendAndSay(
  say: (message: string) => void,
  method: 'POST' | 'DELETE',
  path: string,
  done: string,
  after?: () => void,
): void {
  send(method, path).then(
    () => {
      say(done);
      after?.();
    },
    (cause: unknown) => say(messageOf(cause)),
  );
}
