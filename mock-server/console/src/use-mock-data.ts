import { EventSource } from 'eventsource';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getJson, getPage, messageOf } from './api';
import {
  addRequest,
  addViolations,
  eventTypes,
  parseEventData,
  type Resource,
  staleAfter,
} from './events';
import { keepContract, matches, queryOf, type RequestFilter } from './filters';
import { fetchInNamespace } from './namespace';
import type {
  ContactMessage,
  OutboxEmail,
  JournalEntry,
  Scenario,
  ScenarioOption,
  Session,
  WhitelistRequest,
} from './types';

export interface MockState {
  whitelist: WhitelistRequest[];
  messages: ContactMessage[];
  sessions: Session[];
}

export interface MockData {
  outbox: OutboxEmail[];
  requests: JournalEntry[];
  /** The journal holds older requests that pass the filter than the list shows. */
  hasOlderRequests: boolean;
  /** Adds the next page of older requests to the list. */
  loadOlderRequests: () => void;
  scenarios: Scenario[];
  options: ScenarioOption[];
  state: MockState;
  /** The event stream is open (false while EventSource reconnects). */
  live: boolean;
  /** The last failed fetch's message, or null. */
  error: string | null;
  refresh: (resource: Resource) => void;
}

/** EventSource's readyState once it has given up (a refused stream is never retried by it). */
const closedState = 2;
/** How long the console waits before asking again for a refused live feed (the 503's hint). */
export const LIVE_RETRY_MS = 10_000;
export const liveRefusedMessage =
  'The mock refused the live feed (too many consoles open?). Asking again every 10 seconds.';

/**
 * Everything the panels show, fetched once and kept current by GET /__mock/events: a request
 * event adds its entry (when it passes the filter), any other event fetches what it made stale.
 */
export function useMockData(filter: RequestFilter): MockData {
  const [outbox, setOutbox] = useState<OutboxEmail[]>([]);
  const [requests, setRequests] = useState<JournalEntry[]>([]);
  const [olderRequests, setOlderRequests] = useState<string | null>(null);
  const [scenarios, setScenarios] = useState<Scenario[]>([]);
  const [options, setOptions] = useState<ScenarioOption[]>([]);
  const [state, setState] = useState<MockState>({ whitelist: [], messages: [], sessions: [] });
  const [live, setLive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const filterRef = useRef(filter);
  filterRef.current = filter;

  const load = useCallback(<T>(path: string, apply: (value: T) => void) => {
    getJson<T>(path).then(
      (value) => {
        apply(value);
        setError(null);
      },
      (cause: unknown) => setError(messageOf(cause)),
    );
  }, []);

  const refresh = useCallback(
    (resource: Resource) => {
      switch (resource) {
        case 'outbox':
          load<OutboxEmail[]>('/__mock/outbox', setOutbox);
          break;
        case 'requests':
          // The newest page only; older pages come on demand (loadOlderRequests).
          getPage<JournalEntry>(`/__mock/requests${queryOf(filterRef.current)}`).then(
            (page) => {
              setRequests(keepContract(page.items, filterRef.current));
              setOlderRequests(page.next);
              setError(null);
            },
            (cause: unknown) => setError(messageOf(cause)),
          );
          break;
        case 'scenarios':
          load<Scenario[]>('/__mock/scenarios', setScenarios);
          break;
        case 'state':
          Promise.all([
            getJson<WhitelistRequest[]>('/__mock/whitelist'),
            getJson<ContactMessage[]>('/__mock/messages'),
            getJson<Session[]>('/__mock/sessions'),
          ]).then(
            ([whitelist, messages, sessions]) => setState({ whitelist, messages, sessions }),
            (cause: unknown) => setError(messageOf(cause)),
          );
          break;
      }
    },
    [load],
  );

  const loadOlderRequests = useCallback(() => {
    if (olderRequests === null) return;
    getPage<JournalEntry>(olderRequests).then(
      (page) => {
        setRequests((list) => [
          ...list,
          ...keepContract(page.items, filterRef.current).filter(
            (entry) => !list.some((known) => known.id === entry.id),
          ),
        ]);
        setOlderRequests(page.next);
        setError(null);
      },
      (cause: unknown) => setError(messageOf(cause)),
    );
  }, [olderRequests]);

  // The journal again whenever the filter changes (the first time included).
  useEffect(() => {
    refresh('requests');
  }, [filter.path, filter.status, filter.violations, refresh]);

  useEffect(() => {
    load<ScenarioOption[]>('/__mock/scenarios/options', setOptions);
    refresh('outbox');
    refresh('scenarios');
    refresh('state');
    let source: EventSource;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const connect = () => {
      // The WHATWG EventSource on `fetch`, as the browser's own cannot send the namespace header.
      source = new EventSource('/__mock/events', { fetch: fetchInNamespace });
      source.addEventListener('open', () => {
        setLive(true);
        setError((shown) => (shown === liveRefusedMessage ? null : shown));
        // After a reconnect: anything missed while the stream was down.
        if (opened) {
          for (const resource of ['outbox', 'requests', 'scenarios', 'state'] as const) {
            refresh(resource);
          }
        }
        opened = true;
      });
      source.addEventListener('error', () => {
        setLive(false);
        // A dropped connection is retried by EventSource itself; a refused one (the 503 beyond
        // the mock's stream cap) is closed for good, so the console asks again later.
        if (source.readyState === closedState) {
          setError(liveRefusedMessage);
          retry = setTimeout(connect, LIVE_RETRY_MS);
        }
      });
      for (const type of eventTypes) {
        source.addEventListener(type, (event) => {
          const data = parseEventData((event as MessageEvent<string>).data);
          if (type === 'request' && data !== null) {
            const entry = data as JournalEntry;
            if (matches(entry, filterRef.current)) setRequests((list) => addRequest(list, entry));
          }
          if (type === 'violation') setRequests((list) => addViolations(list, data));
          for (const resource of staleAfter(type, data)) refresh(resource);
        });
      }
    };
    connect();
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [load, refresh]);

  return {
    outbox,
    requests,
    hasOlderRequests: olderRequests !== null,
    loadOlderRequests,
    scenarios,
    options,
    state,
    live,
    error,
    refresh,
  };
}
