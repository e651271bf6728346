import { useEffect, useState } from 'react';
import { getJson } from './api';
import type { MockMode } from './types';

/** What the console assumes when the mock does not say (a mock older than proxy mode). */
export const mockMode: MockMode = { mode: 'mock', upstream: null, strict: false };

/** The answer of GET /__mock/mode when it has the documented shape, else plain mock mode. */
export function modeOf(value: unknown): MockMode {
  if (typeof value !== 'object' || value === null) return mockMode;
  const { mode, upstream, strict } = value as Partial<Record<keyof MockMode, unknown>>;
  if (mode !== 'proxy') return mockMode;
  return {
    mode: 'proxy',
    upstream: typeof upstream === 'string' && upstream !== '' ? upstream : null,
    strict: strict === true,
  };
}

/** The header's words: "Mock", or "Proxy → https://staging.example.com (strict)". */
export function modeLabel(mode: MockMode): string {
  if (mode.mode !== 'proxy') return 'Mock';
  const target = mode.upstream === null ? 'Proxy' : `Proxy → ${mode.upstream}`;
  return mode.strict ? `${target} (strict)` : target;
}

/** GET /__mock/mode, or plain mock mode when the route is missing or fails. */
export function fetchMode(signal?: AbortSignal): Promise<MockMode> {
  return getJson<unknown>('/__mock/mode', signal).then(modeOf, () => mockMode);
}

/**
 * The mock's mode, asked once (it is set by MOCK_UPSTREAM when the server starts): null until
 * the answer arrives.
 */
export function useMockMode(): MockMode | null {
  const [mode, setMode] = useState<MockMode | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchMode(controller.signal).then((value) => {
      if (!controller.signal.aborted) setMode(value);
    });
    return () => controller.abort();
  }, []);
  return mode;
}
