import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMode, mockMode, modeLabel, modeOf, useMockMode } from './mode';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the mock’s mode', () => {
  it('names the mode as the header shows it', () => {
    expect(modeLabel(mockMode)).toBe('Mock');
    expect(
      modeLabel({ mode: 'proxy', upstream: 'https://staging.example.com', strict: false }),
    ).toBe('Proxy → https://staging.example.com');
    expect(
      modeLabel({ mode: 'proxy', upstream: 'https://staging.example.com', strict: true }),
    ).toBe('Proxy → https://staging.example.com (strict)');
  });

  it('reads GET /__mock/mode, and takes anything else for mock mode', () => {
    expect(modeOf({ mode: 'proxy', upstream: 'https://a.test', strict: true })).toEqual({
      mode: 'proxy',
      upstream: 'https://a.test',
      strict: true,
    });
    expect(modeOf({ mode: 'proxy' })).toEqual({ mode: 'proxy', upstream: null, strict: false });
    expect(modeOf({ mode: 'mock', upstream: null, strict: false })).toEqual(mockMode);
    expect(modeOf(null)).toEqual(mockMode);
    expect(modeOf([])).toEqual(mockMode);
  });

  it('asks the mock once, as the console does (kept out of the journal)', async () => {
    const fetch = answer(200, { mode: 'proxy', upstream: 'https://a.test', strict: false });
    vi.stubGlobal('fetch', fetch);
    await expect(fetchMode()).resolves.toEqual({
      mode: 'proxy',
      upstream: 'https://a.test',
      strict: false,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/__mock/mode',
      expect.objectContaining({ headers: expect.objectContaining({ 'x-mock-console': '1' }) }),
    );
  });

  it('falls back to mock mode when the route is missing or the mock is down', async () => {
    vi.stubGlobal('fetch', answer(404, { success: false, message: 'Not Found' }));
    await expect(fetchMode()).resolves.toEqual(mockMode);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchMode()).resolves.toEqual(mockMode);
  });

  it('is null until known, then the mock’s answer', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { mode: 'proxy', upstream: 'https://a.test', strict: true }),
    );
    const { result } = renderHook(() => useMockMode());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.mode).toBe('proxy'));
    expect(result.current?.strict).toBe(true);
  });
});
