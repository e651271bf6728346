import { httpError } from '../util/http-error';

const base = 'http://mock.invalid';

/**
 * Whether a redirect may go to `target`: a path on this server (`/login`, `/a?b#c`). Never a
 * scheme, `//host` or `/\host` (both mean another host to a browser), nor a space or control
 * character, which browsers strip before they read the rest.
 */
export function isLocalPath(target: string): boolean {
  if (target.length > 2048 || !target.startsWith('/') || /^\/[/\\]/.test(target)) return false;
  for (const char of target) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\') return false;
  }
  try {
    return new URL(target, base).origin === base;
  } catch {
    return false;
  }
}

export const invalidThenMessage =
  'Invalid then: use a path on this server, starting with a single /, such as /login.';

export interface ThenQuery {
  Querystring: { then?: string };
}

/** `then` when it is a path on this server, undefined when absent; else a 400, before any change. */
export function checkedThen(then: string | undefined): string | undefined {
  if (then !== undefined && !isLocalPath(then)) throw httpError(400, invalidThenMessage);
  return then;
}
