import { describe, expect, it, vi } from 'vitest';
import { type ApiResult, createApi } from './client';
import { createReadCache, dataCachePolicy, isPassingFailure, retryDelay } from './read-cache';

const ok: ApiResult<string> = { data: 'url' };
const failed = (status: number): ApiResult<string> => ({ error: { status, message: null } });

describe("docs/requirements.md §9's data-cache policy", () => {
  it('has the constants: 3 retries, backoff from 1 s capped at 30 s, 5 minutes unused', () => {
    expect(dataCachePolicy).toEqual({
      retries: 3,
      firstDelayMs: 1000,
      maxDelayMs: 30_000,
      unusedEntryMs: 300_000,
    });
  });

  it('backs off exponentially and never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it.each([
    [0, true],
    [408, true],
    [502, true],
    [503, true],
    [504, true],
    [400, false],
    [429, false],
    [500, false],
  ])('tries a read again after status %i: %s', (status, again) => {
    expect(isPassingFailure(failed(status))).toBe(again);
  });

  it('retries a passing failure 3 times with 1, 2 and 4 s waits, then gives up', async () => {
    const waits: number[] = [];
    const cache = createReadCache<string>({ sleep: async (ms) => waits.push(ms) });
    const read = vi.fn(async () => failed(503));
    expect(await cache.get('a', read)).toEqual(failed(503));
    expect(read).toHaveBeenCalledTimes(1 + dataCachePolicy.retries);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('stops retrying at the first good answer, and keeps it', async () => {
    const cache = createReadCache<string>({ sleep: async () => undefined });
    const read = vi.fn().mockResolvedValueOnce(failed(0)).mockResolvedValue(ok);
    expect(await cache.get('a', read)).toEqual(ok);
    expect(await cache.get('a', read)).toEqual(ok);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next call asks again', async () => {
    const cache = createReadCache<string>({ sleep: async () => undefined });
    const read = vi.fn().mockResolvedValueOnce(failed(400)).mockResolvedValue(ok);
    expect(await cache.get('a', read)).toEqual(failed(400));
    expect(await cache.get('a', read)).toEqual(ok);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('drops an answer unused for 5 minutes, and keeps one in use', async () => {
    let now = 0;
    const cache = createReadCache<string>({ now: () => now });
    const read = vi.fn(async () => ok);
    await cache.get('a', read);
    now += dataCachePolicy.unusedEntryMs; // used again right at the limit: kept, and renewed
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(1);
    now += dataCachePolicy.unusedEntryMs + 1;
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares one request between calls made while it runs, per key', async () => {
    const cache = createReadCache<string>();
    const read = vi.fn(async () => ok);
    await Promise.all([cache.get('a', read), cache.get('a', read), cache.get('b', read)]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('the API client', () => {
  const answer = (status: number) =>
    new Response(JSON.stringify({ success: false, message: 'Try later.' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('retries the Google sign-in URL, an idempotent read', async () => {
    const fetch = vi.fn(async () => answer(503));
    const api = createApi({ baseUrl: 'http://api.test', fetch, cache: { sleep: async () => 0 } });
    await api.getGoogleLoginUrl('/api_mcp_studio/');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('never retries a send: a code, a whitelist request or a message goes once', async () => {
    const fetch = vi.fn(async () => answer(503));
    const api = createApi({ baseUrl: 'http://api.test', fetch, cache: { sleep: async () => 0 } });
    await api.sendCode('ada@example.com');
    await api.verifyCode('ada@example.com', '123456');
    await api.requestWhitelist('ada@example.com');
    await api.sendContact(
      {
        name: 'Ada',
        email: 'ada@example.com',
        category: 'general',
        subject: 'Hi',
        message: 'A message.',
      },
      'token',
    );
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
