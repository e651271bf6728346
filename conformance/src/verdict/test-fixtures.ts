// What a mock in proxy mode serves, built for the tests: HAR entries with the proxy's fields and
// the records of `GET /__mock/records`.

import { readFileSync } from 'node:fs';
import { contractPath } from '../repository-contract';
import { parse } from 'yaml';
import type { HarEntry, Records } from './observed';

type Violations = NonNullable<HarEntry['_violations']>;

export interface EntryOptions {
  operation?: string | null;
  path?: string;
  status: number;
  body?: string;
  violations?: Violations;
  forced?: boolean;
}

let clock = Date.parse('2026-11-28T04:00:00.000Z');

/** One journal entry as `/__mock/requests.har` writes it; forwarded unless forced. */
export function harEntry(options: EntryOptions): HarEntry {
  clock += 1000;
  const forced = options.forced === true;
  return {
    startedDateTime: new Date(clock).toISOString(),
    request: {
      method: 'POST',
      url: `http://localhost:8080${options.path ?? '/api/auth/generate'}`,
    },
    response: {
      status: options.status,
      content: { text: options.body ?? '{"success":true,"message":"ok"}' },
    },
    _operation: options.operation === undefined ? 'sendCode' : options.operation,
    _forced: forced,
    ...(forced ? {} : { _upstreamStatus: options.status }),
    ...(options.violations ? { _violations: options.violations } : {}),
  };
}

export const har = (entries: HarEntry[]) => ({
  log: { version: '1.2', creator: { name: 'testbeam-mock', version: '0' }, entries },
});

export const wrongMessage: Violations[number] = {
  direction: 'response',
  operation: 'sendCode',
  pointer: '/message',
  expected: 'must be string',
};

export const extraProperty: Violations[number] = {
  direction: 'request',
  operation: 'sendCode',
  pointer: '/extra',
  expected: 'must NOT have additional properties (found "extra")',
};

export function records(partial: Partial<Records> = {}): Records {
  return {
    namespace: 'default',
    since: '2026-11-28T04:00:00.000Z',
    mode: 'proxy',
    answers: [],
    violations: [],
    upstream: { forwarded: 0, violating: 0, failed: 0 },
    ...partial,
  };
}

/**
 * Every (operation, status) pair openapi.yaml documents, as `operationId status`, read from the
 * file itself rather than through coverage.ts, so the tests check coverage.ts's reading too.
 */
export function documentedPairs(): string[] {
  const contract = parse(readFileSync(contractPath, 'utf8')) as {
    paths: Record<
      string,
      Record<string, { operationId: string; responses: Record<string, unknown> }>
    >;
  };
  return Object.values(contract.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      Object.keys(operation.responses).map((status) => `${operation.operationId} ${status}`),
    ),
  );
}
