// How the proxy tests (proxy.test.ts) talk to a mock: the site's own API client, the request
// journal, scenarios and the event stream, as the site and the developer console do.
import { expect } from 'vitest';
import { createApi } from '#web/api/client.ts';
import type { JournalEntry } from '../../mock-server/src/journal/entry-view';
import { call } from './harness';

/** The site's own API client on `base`, keeping every response it got (headers, URL). */
export function site(base: string) {
  const responses: Response[] = [];
  const api = createApi({
    baseUrl: base,
    fetch: async (request) => {
      const response = await fetch(request);
      responses.push(response);
      return response;
    },
  });
  return { api, responses };
}

/** The journal of the mock at `base`, as GET /__mock/requests lists it. */
export const journal = async (base: string, query = '') =>
  (await (await fetch(`${base}/__mock/requests${query}`)).json()) as JournalEntry[];

/** Sets `scenario` on the mock at `base`; fails the test unless it is taken. */
export async function setScenario(base: string, scenario: object) {
  const res = await call(base, 'POST', '/__mock/scenarios', scenario);
  expect(res.status, await res.clone().text()).toBe(201);
}

/** GET /__mock/events, as the console reads it: `next(type)` waits for that event's data. */
export async function events(base: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/__mock/events`, { signal: controller.signal });
  if (!res.body) throw new Error('no event stream');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const more = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the event stream ended');
    buffer += value;
  };
  // Subscribed once its first frame has come.
  while (!buffer.includes('retry:')) await more();
  return {
    async next(type: string): Promise<unknown> {
      for (;;) {
        const match = new RegExp(`event: ${type}\\ndata: (.*)\\n\\n`).exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1] ?? 'null');
        }
        await more();
      }
    },
    close: () => controller.abort(),
  };
}
