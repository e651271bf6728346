// The request journal read as the console reads it (pages, filters, what it hides) and emptied
// (DELETE, reset). What it records and masks: journal.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../src/journal/entry-view';
import { crossSiteMessage } from '../../src/util/refusals';
import { buildMock, post, sendCode } from '../helpers/mock-app';
import { testClock } from '../../src/testing/clock';

const list = async (app: FastifyInstance, query = '') => {
  const res = await app.inject(`/__mock/requests${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JournalEntry[];
};

const paths = (entries: JournalEntry[]) => entries.map((e) => `${e.method} ${e.path}`);

describe('the request journal, read and cleared', () => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeEach(async () => {
    app = await buildMock({}, { now: clock.now });
  });
  afterEach(() => app.close());

  it('pages: 50 newest by default, `before` an id for older ones, a Link to the next page', async () => {
    for (let i = 1; i <= 120; i += 1) await app.inject(`/api/nowhere?n=${i}`);
    const first = await app.inject('/__mock/requests');
    const firstPage = first.json() as JournalEntry[];
    expect(firstPage.map((e) => e.query.n)).toEqual(
      Array.from({ length: 50 }, (_, i) => String(120 - i)),
    );
    expect(first.headers.link).toBe(
      `</__mock/requests?before=${firstPage.at(-1)?.id}>; rel="next"`,
    );
    const second = await app.inject(`/__mock/requests?before=${firstPage.at(-1)?.id}`);
    expect((second.json() as JournalEntry[]).map((e) => e.query.n)[0]).toBe('70');
    // With filters: the link keeps them; the last page has none.
    const filtered = await app.inject('/__mock/requests?path=nowhere&status=404&limit=100');
    const rest = /<([^>]+)>; rel="next"/.exec(String(filtered.headers.link))?.[1];
    expect(rest).toMatch(/^\/__mock\/requests\?path=nowhere&status=404&limit=100&before=\d+$/);
    const last = await app.inject(String(rest));
    expect((last.json() as JournalEntry[]).map((e) => e.query.n)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(20 - i)),
    );
    expect(last.headers.link).toBeUndefined();
  });

  it('filters by path substring, status or class, since and limit', async () => {
    await app.inject('/__mock/outbox');
    clock.advance(1000);
    const middle = new Date(clock.now()).toISOString();
    await app.inject('/api/nowhere');
    clock.advance(1000);
    await post(app, '/api/auth/generate', { email: 'not an address' });
    await sendCode(app, 'ada@example.com');
    const all = await list(app);
    const paths = (entries: JournalEntry[]) => entries.map((e) => `${e.status} ${e.path}`);
    expect(paths(await list(app, '?path=auth'))).toEqual([
      '200 /api/auth/generate',
      '400 /api/auth/generate',
    ]);
    expect(paths(await list(app, '?status=404'))).toEqual(['404 /api/nowhere']);
    expect(paths(await list(app, '?status=4xx'))).toEqual([
      '400 /api/auth/generate',
      '404 /api/nowhere',
    ]);
    expect(paths(await list(app, '?status=2xx&path=/__mock/'))).toEqual(['200 /__mock/outbox']);
    expect(await list(app, `?since=${all[2]?.id}`)).toEqual(all.slice(0, 2));
    // ISO: strictly after that time; the request at it is not included.
    expect(paths(await list(app, `?since=${middle}`))).toEqual(paths(all.slice(0, 2)));
    expect(await list(app, '?limit=1')).toEqual(all.slice(0, 1));
  });

  it.each([
    ['status=abc', 'status'],
    ['status=6xx', 'status'],
    ['limit=0', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=1001', 'limit'],
    ['before=abc', 'before'],
    ['since=yesterday', 'since'],
    ['sort=asc', 'sort'],
  ])('answers 400 for ?%s', async (query, word) => {
    const res = await app.inject(`/__mock/requests?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(word) });
  });

  it('X-Mock-Console hides only a GET of a dev route, never a page or an API call', async () => {
    const console = { 'x-mock-console': '1' };
    await app.inject({ url: '/__mock/outbox', headers: console });
    await app.inject({ url: '/api/auth/google/url', headers: console });
    await app.inject({ url: '/api/nowhere', headers: console });
    await app.inject({ url: '/api_mcp_studio/', headers: console });
    expect(paths(await list(app))).toEqual([
      'GET /api_mcp_studio/',
      'GET /api/nowhere',
      'GET /api/auth/google/url',
    ]);
  });

  it('does not journal its own routes', async () => {
    await app.inject('/__mock/requests');
    await app.inject('/__mock/requests.har');
    await app.inject('/__mock/requests/1');
    expect(app.namespaces.default.journal.size).toBe(0);
  });

  it('DELETE empties it; a cross-site DELETE is refused, one from our own origin works', async () => {
    await app.inject('/__mock/outbox');
    const foreign = await app.inject({
      method: 'DELETE',
      url: '/__mock/requests',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: crossSiteMessage });
    expect(app.namespaces.default.journal.size).toBeGreaterThan(0);
    const heard: unknown[] = [];
    app.namespaces.default.events.subscribe((event) => {
      if (event.type === 'state') heard.push(event.data);
    });
    const own = await app.inject({
      method: 'DELETE',
      url: '/__mock/requests',
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true });
    expect(heard).toEqual([{ store: 'journal', kind: 'clear' }]);
    expect(await list(app)).toEqual([]);
  });

  it('POST /__mock/reset empties it and announces a reset; the reset itself is its one entry', async () => {
    const heard: string[] = [];
    app.namespaces.default.events.subscribe((event) => {
      if (event.type !== 'state') heard.push(event.type);
    });
    await app.inject('/__mock/outbox');
    await post(app, '/__mock/reset');
    expect(heard).toEqual(['request', 'reset', 'request']);
    expect(paths(await list(app))).toEqual(['POST /__mock/reset']);
  });
});
