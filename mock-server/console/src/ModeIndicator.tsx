import { Badge } from '@mantine/core';
import { modeLabel } from './mode';
import type { MockMode } from './types';

/**
 * Which mode the mock runs in, in the header: "Mock" (it answers every call itself) or
 * "Proxy → https://… (strict)" (it forwards /api/* to MOCK_UPSTREAM). Nothing until it is known.
 */
export function ModeIndicator({ mode }: { mode: MockMode | null }) {
  if (mode === null) return null;
  const label = modeLabel(mode);
  const proxy = mode.mode === 'proxy';
  return (
    <Badge
      color={proxy ? 'indigo.9' : 'blue.9'}
      variant="filled"
      size="lg"
      tt="none"
      maw="100%"
      title={
        proxy
          ? `${label}: /api/* goes to ${mode.upstream ?? 'the upstream'}, checked against openapi.yaml${
              mode.strict ? '; a violating answer becomes a 502' : ''
            }`
          : 'Mock: the mock answers every call itself'
      }
      data-testid="mock-mode"
      data-mode={mode.mode}
    >
      <span className="console-visually-hidden">Mode: </span>
      {label}
    </Badge>
  );
}
