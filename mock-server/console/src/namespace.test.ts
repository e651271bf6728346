import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, getPage, send } from './api';
import { consoleUrl, fetchInNamespace, namespaceHeaders, urlNamespace } from './namespace';

const at = (search: string) => window.history.replaceState(null, '', `/__mock/${search}`);
const headersOf = (fetch: ReturnType<typeof vi.fn>, call = 0) =>
  new Headers((fetch.mock.calls[call] as [string, RequestInit])[1].headers);

afterEach(() => {
  vi.unstubAllGlobals();
  at('');
});

describe('the console’s namespace', () => {
  it('is the one `?ns=` names in its address, else the browser’s own (null)', () => {
    expect(urlNamespace('?ns=e2e-sign-in-1')).toBe('e2e-sign-in-1');
    expect(urlNamespace('?tab=outbox&ns=alice')).toBe('alice');
    expect(urlNamespace('')).toBeNull();
    expect(urlNamespace('?ns=')).toBeNull();
    at('?ns=bob');
    expect(urlNamespace()).toBe('bob');
  });

  it('is sent as X-Mock-Namespace on every read and write, and not at all without `?ns=`', async () => {
    const fetch = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetch);
    at('?ns=alice');
    await getJson('/__mock/outbox');
    await getPage('/__mock/requests');
    await send('POST', '/__mock/scenarios', { operation: 'sendCode', status: 500 });
    await send('DELETE', '/__mock/scenarios/s1');
    for (const call of [0, 1, 2, 3]) {
      expect(headersOf(fetch, call).get('x-mock-namespace')).toBe('alice');
    }
    // Reads stay out of the journal, writes still say what they send.
    expect(headersOf(fetch, 0).get('x-mock-console')).toBe('1');
    expect(headersOf(fetch, 2).get('content-type')).toBe('application/json');

    at('');
    await getJson('/__mock/outbox');
    await send('POST', '/__mock/reset');
    expect(headersOf(fetch, 4).has('x-mock-namespace')).toBe(false);
    expect(headersOf(fetch, 5).has('x-mock-namespace')).toBe(false);
    expect(namespaceHeaders()).toEqual({});
  });

  it('rides on the live feed’s requests too, beside the headers EventSource sends', async () => {
    const fetch = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetch);
    at('?ns=alice');
    await fetchInNamespace('/__mock/events', {
      headers: { Accept: 'text/event-stream' },
      mode: 'cors',
      cache: 'no-store',
      redirect: 'follow',
      signal: undefined,
    });
    expect(fetch).toHaveBeenCalledWith('/__mock/events', expect.objectContaining({ mode: 'cors' }));
    expect(headersOf(fetch).get('accept')).toBe('text/event-stream');
    expect(headersOf(fetch).get('x-mock-namespace')).toBe('alice');
  });

  it('opens the console on a namespace, or on the browser’s own', () => {
    expect(consoleUrl('e2e.a_b-1')).toBe('/__mock/?ns=e2e.a_b-1');
    expect(consoleUrl(null)).toBe('/__mock/');
  });
});
