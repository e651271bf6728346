import { act, renderHook, waitFor } from '@testing-library/react';
import type { FetchLike } from 'eventsource';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFilter, type RequestFilter } from './filters';
import type { OutboxEmail, JournalEntry } from './types';
import { LIVE_RETRY_MS, liveRefusedMessage, useMockData } from './use-mock-data';
import { journalEntry } from './journal-entry.test-helpers';

// The live feed's EventSource (the `eventsource` package), replaced by one the test drives.
vi.mock('eventsource', () => ({
  get EventSource() {
    return FakeEventSource;
  },
}));

/** An EventSource the test drives: `emit` delivers one server-sent event. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  /** 2 (CLOSED) once the stream is given up, as on a refused (503) stream. */
  readyState = 0;
  constructor(
    readonly url: string,
    readonly init?: { fetch?: FetchLike },
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown = null) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  close() {
    this.closed = true;
  }
}

const email = (id: string, to: string): OutboxEmail => ({
  id,
  to,
  subject: 'Your Testbeam sign-in code',
  text: '',
  code: '123456',
  sentAt: '2026-03-01T09:00:00.000Z',
});
const entry = (id: string, path: string, status = 200): JournalEntry =>
  journalEntry({ id, url: path, path, status });

let outbox: OutboxEmail[] = [];
const fetched: string[] = [];
/** Answers by path (a body and its Link header), for the paged journal. */
let pages: Record<string, { body: unknown; link?: string }> = {};

beforeEach(() => {
  outbox = [];
  pages = {};
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      fetched.push(path);
      expect(new Headers(init?.headers).get('x-mock-console')).toBe('1');
      const page = pages[path];
      const body = path === '/__mock/outbox' ? outbox : (page?.body ?? []);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (page?.link) headers.link = page.link;
      return new Response(JSON.stringify(body), { headers });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the console kept current by the event stream', () => {
  it('opens the live feed in the console’s namespace (the header EventSource cannot send)', async () => {
    window.history.replaceState(null, '', '/__mock/?ns=alice');
    const sent = vi.fn(async () => new Response(''));
    const { unmount } = renderHook(() => useMockData(emptyFilter));
    await waitFor(() => expect(FakeEventSource.last?.init?.fetch).toBeDefined());
    vi.stubGlobal('fetch', sent);
    await FakeEventSource.last?.init?.fetch?.('/__mock/events', {
      headers: { Accept: 'text/event-stream' },
      mode: 'cors',
      cache: 'no-store',
      redirect: 'follow',
      signal: undefined,
    });
    const init = sent.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get('x-mock-namespace')).toBe('alice');
    unmount();
    window.history.replaceState(null, '', '/');
  });

  it('fetches the outbox again when an email is sent, and lists it', async () => {
    const { result, unmount } = renderHook(() => useMockData(emptyFilter));
    await waitFor(() => expect(fetched).toContain('/__mock/outbox'));
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/__mock/events');
    act(() => source?.emit('open'));
    await waitFor(() => expect(result.current.live).toBe(true));

    outbox = [email('1', 'ada@example.com')];
    act(() => source?.emit('email', { store: 'outbox', kind: 'add', id: '1' }));
    await waitFor(() =>
      expect(result.current.outbox.map((mail) => mail.to)).toEqual(['ada@example.com']),
    );
    unmount();
    expect(source?.closed).toBe(true);
  });

  it('says so when the mock refuses the live feed, and asks again after LIVE_RETRY_MS', async () => {
    const { result, unmount } = renderHook(() => useMockData(emptyFilter));
    await waitFor(() => expect(fetched).toContain('/__mock/outbox'));
    const refused = FakeEventSource.last as FakeEventSource;
    act(() => refused.emit('open'));
    expect(result.current.live).toBe(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A dropped connection: EventSource retries by itself, nothing to say.
      act(() => refused.emit('error'));
      expect(result.current.live).toBe(false);
      expect(result.current.error).toBeNull();
      // Refused (the stream cap's 503): closed for good, the console says it and asks again.
      refused.readyState = 2;
      act(() => refused.emit('error'));
      expect(result.current.error).toBe(liveRefusedMessage);
      act(() => vi.advanceTimersByTime(LIVE_RETRY_MS - 1));
      expect(FakeEventSource.last).toBe(refused);
      act(() => vi.advanceTimersByTime(1));
      const again = FakeEventSource.last as FakeEventSource;
      expect(again).not.toBe(refused);
      expect(again.url).toBe('/__mock/events');
      act(() => again.emit('open'));
      expect(result.current.live).toBe(true);
      expect(result.current.error).toBeNull();
      unmount();
      expect(again.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds live requests that pass the filter, newest first, and drops them after a journal clear', async () => {
    const filter: RequestFilter = { path: '/api/', status: '4xx', violations: false };
    const { result } = renderHook(() => useMockData(filter));
    await waitFor(() => expect(fetched).toContain('/__mock/requests?path=%2Fapi%2F&status=4xx'));
    const source = FakeEventSource.last;
    act(() => {
      source?.emit('request', entry('1', '/api/auth/generate', 429));
      source?.emit('request', entry('2', '/api/auth/generate', 200));
      source?.emit('request', entry('3', '/__mock/reset', 400));
      source?.emit('request', entry('4', '/api/auth/validate', 401));
    });
    expect(result.current.requests.map((item) => item.id)).toEqual(['4', '1']);

    act(() => source?.emit('state', { store: 'journal', kind: 'clear' }));
    await waitFor(() => expect(result.current.requests).toEqual([]));
  });

  it('loads the newest page, then older pages through the Link the journal sends', async () => {
    pages = {
      '/__mock/requests?status=4xx': {
        body: [entry('9', '/api/a', 404), entry('8', '/api/b', 400)],
        link: '</__mock/requests?status=4xx&before=8>; rel="next"',
      },
      '/__mock/requests?status=4xx&before=8': { body: [entry('5', '/api/c', 401)] },
    };
    const { result } = renderHook(() =>
      useMockData({ path: '', status: '4xx', violations: false }),
    );
    await waitFor(() => expect(result.current.requests.map((item) => item.id)).toEqual(['9', '8']));
    expect(result.current.hasOlderRequests).toBe(true);
    act(() => result.current.loadOlderRequests());
    await waitFor(() =>
      expect(result.current.requests.map((item) => item.id)).toEqual(['9', '8', '5']),
    );
    expect(fetched).toContain('/__mock/requests?status=4xx&before=8');
    expect(result.current.hasOlderRequests).toBe(false);
  });

  it('keeps only requests with a contract violation when the filter asks, and merges violation events', async () => {
    const broken = {
      direction: 'response' as const,
      operation: 'sendCode',
      pointer: '/message',
      expected: "must have required property 'message'",
    };
    pages = {
      '/__mock/requests': {
        body: [entry('3', '/api/a'), { ...entry('2', '/api/b'), violations: [broken] }],
      },
    };
    const { result, rerender } = renderHook(({ filter }) => useMockData(filter), {
      initialProps: { filter: emptyFilter },
    });
    await waitFor(() => expect(result.current.requests.map((item) => item.id)).toEqual(['3', '2']));
    const source = FakeEventSource.last;
    // A violation event for a listed entry adds its findings; one for an unknown entry is ignored.
    act(() => {
      source?.emit('violation', { id: '3', violations: [broken] });
      source?.emit('violation', { id: '99', violations: [broken] });
    });
    expect(result.current.requests[0]?.violations).toEqual([broken]);

    rerender({ filter: { ...emptyFilter, violations: true } });
    await waitFor(() => expect(result.current.requests.map((item) => item.id)).toEqual(['2']));
    act(() => {
      source?.emit('request', entry('4', '/api/c'));
      source?.emit('request', { ...entry('5', '/api/d'), violations: [broken] });
    });
    expect(result.current.requests.map((item) => item.id)).toEqual(['5', '2']);
  });

  it('refetches everything after a reset, and only what an event names otherwise', async () => {
    renderHook(() => useMockData(emptyFilter));
    await waitFor(() => expect(fetched).toContain('/__mock/sessions'));
    const source = FakeEventSource.last;
    fetched.length = 0;
    act(() => source?.emit('scenario', { kind: 'used' }));
    await waitFor(() => expect(fetched).toEqual(['/__mock/scenarios']));
    fetched.length = 0;
    act(() => source?.emit('reset'));
    await waitFor(() =>
      expect([...fetched].sort()).toEqual([
        '/__mock/messages',
        '/__mock/outbox',
        '/__mock/requests',
        '/__mock/scenarios',
        '/__mock/sessions',
        '/__mock/whitelist',
      ]),
    );
  });
});
