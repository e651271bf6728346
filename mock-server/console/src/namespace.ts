import type { FetchLike } from 'eventsource';
import { MOCK_NAMESPACE_HEADER } from '#common/mock-namespace';

// Which mock namespace the console looks at (docs/mock-console.md, "The developer console
// (`/__mock/`)"): the one named by `?ns=` in its own URL, sent as X-Mock-Namespace on every call,
// else the browser's (its `mock_ns` cookie, or the default one), which the mock itself applies.

/** The namespace `?ns=` names in the console's URL, or null (the browser's own). */
export function urlNamespace(search: string = window.location.search): string | null {
  const name = new URLSearchParams(search).get('ns');
  return name === null || name === '' ? null : name;
}

/** The header that keeps a call in the console's namespace: none when the URL names none. */
export function namespaceHeaders(): Record<string, string> {
  const name = urlNamespace();
  return name === null ? {} : { [MOCK_NAMESPACE_HEADER]: name };
}

/**
 * `fetch` with the namespace header added: for the live feed, which a browser's own EventSource
 * could only send with the cookie.
 */
export const fetchInNamespace: FetchLike = (url, init) =>
  fetch(url, { ...init, headers: { ...init.headers, ...namespaceHeaders() } });

/** The console's address looking at `name`, or at the browser's own namespace for null. */
export const consoleUrl = (name: string | null) =>
  name === null ? '/__mock/' : `/__mock/?ns=${encodeURIComponent(name)}`;
