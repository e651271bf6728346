// Each check's verdict on hand-made answers: what passes, what fails and what the failure says.

import { describe, expect, it } from 'vitest';
import type { CaseKind } from './cases';
import { type CheckName, checkAnswer, type Verdict } from './checks';
import { operationById } from './repository-contract';
import type { Answer } from './sender';

const json = { 'content-type': 'application/json; charset=utf-8' };
const limits = {
  'x-ratelimit-limit': '5',
  'x-ratelimit-remaining': '4',
  'x-ratelimit-reset': '60',
};
const ok = { success: true, message: 'Done.' };
const no = { success: false, message: 'No.' };
const cookie = 'tb_session=abc; Max-Age=28800; Path=/; HttpOnly; SameSite=Lax';
const loginUrl = { success: true, message: 'URL.', data: { url: 'http://localhost/x' } };

function answer(status: number, body: unknown, headers: Record<string, string> = json): Answer {
  return {
    status,
    headers: new Headers(headers),
    text: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
const plain = { 'content-type': 'text/plain' };

const verdicts = (id: string, kind: CaseKind, reply: Answer) =>
  checkAnswer(operationById(id), kind, reply);
const find = (all: Verdict[], check: CheckName) => all.find((v) => v.check === check);

describe('checkAnswer on documented answers', () => {
  it.each([
    ['sendCode', 'example', answer(200, ok, { ...json, ...limits })],
    ['sendCode', 'negative', answer(400, no)],
    ['verifyCode', 'positive', answer(200, ok, { ...json, 'set-cookie': cookie })],
    ['verifyCode', 'positive', answer(401, no, { ...json, ...limits })],
    ['getGoogleLoginUrl', 'example', answer(200, loginUrl)],
  ] as const)('%s: a %s case answered as documented passes every check', (id, kind, reply) => {
    const all = verdicts(id, kind, reply);
    expect(all.filter((v) => !v.ok)).toEqual([]);
    expect(all.map((v) => v.check)).toEqual([
      'not_a_server_error',
      'status_code_conformance',
      'content_type_conformance',
      'response_headers_conformance',
      'response_schema_conformance',
      ...(kind === 'negative'
        ? ['invalid_input_status', 'negative_data_rejection']
        : ['positive_data_acceptance']),
    ]);
  });
});

type Row = [string, string, CaseKind, Answer, CheckName, boolean | undefined, string?];

// [name, operation, case kind, answer, check, its verdict (undefined: it must not run), detail].
// One row a line: the table reads as a table.
// prettier-ignore
const rows: Row[] = [
  ['a 500', 'sendCode', 'positive', answer(500, no), 'not_a_server_error', false, 'status 500'],
  ['a 500, acceptance unjudged', 'sendCode', 'positive', answer(500, no), 'positive_data_acceptance', undefined],
  ['an undocumented 422', 'sendCode', 'positive', answer(422, no), 'status_code_conformance', false, '422 is not documented'],
  ['a 422, no schema check', 'sendCode', 'positive', answer(422, no), 'response_schema_conformance', undefined],
  ['a 422, no type check', 'sendCode', 'positive', answer(422, no), 'content_type_conformance', undefined],
  ['a 422, acceptance fails', 'sendCode', 'positive', answer(422, no), 'positive_data_acceptance', false],
  ['text/plain', 'sendCode', 'example', answer(200, 'Done.', plain), 'content_type_conformance', false, 'text/plain'],
  ['no Content-Type', 'sendCode', 'example', answer(200, ok, {}), 'content_type_conformance', false, '(none)'],
  ['text/plain, no schema check', 'sendCode', 'example', answer(200, 'Done.', plain), 'response_schema_conformance', undefined],
  ['JSON that does not parse', 'sendCode', 'example', answer(200, '{"success":'), 'response_schema_conformance', false, 'not JSON'],
  ['a body without message', 'sendCode', 'example', answer(200, { success: true }), 'response_schema_conformance', false, 'message'],
  ['success false on a 200', 'sendCode', 'example', answer(200, { ...ok, success: false }), 'response_schema_conformance', false, '/success'],
  ['an extra property', 'sendCode', 'example', answer(200, { ...ok, extra: 1 }), 'response_schema_conformance', false, 'extra'],
  ['a 200 without Set-Cookie', 'verifyCode', 'positive', answer(200, ok), 'response_headers_conformance', false, 'set-cookie is required'],
  ['a cookie not tb_session', 'verifyCode', 'positive', answer(200, ok, { ...json, 'set-cookie': 'sid=1; HttpOnly; SameSite=Lax' }), 'response_headers_conformance', false, 'set-cookie'],
  ['x-ratelimit-remaining: many', 'sendCode', 'example', answer(200, ok, { ...json, 'x-ratelimit-remaining': 'many' }), 'response_headers_conformance', false, 'x-ratelimit-remaining'],
  ['x-ratelimit-limit: 0', 'sendCode', 'example', answer(200, ok, { ...json, 'x-ratelimit-limit': '0' }), 'response_headers_conformance', false, 'x-ratelimit-limit'],
  ['a 429 without Retry-After', 'sendCode', 'positive', answer(429, no), 'response_headers_conformance', false, 'retry-after is required'],
  ['invalid input answered 200', 'sendCode', 'negative', answer(200, ok), 'negative_data_rejection', false, 'answered 200'],
  ['invalid input answered 400', 'sendCode', 'negative', answer(400, no), 'negative_data_rejection', true],
  ['invalid input answered 415', 'sendCode', 'negative', answer(415, no), 'negative_data_rejection', true],
  ['invalid input answered 500', 'sendCode', 'negative', answer(500, no), 'negative_data_rejection', true],
  ['invalid input answered 500', 'sendCode', 'negative', answer(500, no), 'not_a_server_error', false],
  ['invalid input, acceptance unjudged', 'sendCode', 'negative', answer(400, no), 'positive_data_acceptance', undefined],
  ['valid input answered 400', 'sendCode', 'positive', answer(400, no), 'positive_data_acceptance', false, 'answered 400'],
  ['an example answered 400', 'sendCode', 'example', answer(400, no), 'positive_data_acceptance', false],
  ['valid input answered 401', 'verifyCode', 'positive', answer(401, no), 'positive_data_acceptance', true],
  ['valid input answered 403', 'sendContact', 'positive', answer(403, no), 'positive_data_acceptance', true],
  ['valid input answered 409', 'requestWhitelist', 'positive', answer(409, no), 'positive_data_acceptance', true],
  ['valid input answered 204', 'sendCode', 'positive', answer(204, ''), 'positive_data_acceptance', true],
  ['valid input, rejection unjudged', 'sendCode', 'positive', answer(200, ok), 'negative_data_rejection', undefined],
];

// prettier-ignore
const pointerRows = [
  ['a missing property', 'sendCode', { success: true }, '/', 'message'],
  ['a wrong type deep in the body', 'getGoogleLoginUrl', { ...loginUrl, data: { url: 42 } }, '/data/url', 'string'],
  ['a bad format deep in the body', 'getGoogleLoginUrl', { ...loginUrl, data: { url: 'not a uri' } }, '/data/url', 'uri'],
  ['a missing nested property', 'getGoogleLoginUrl', { ...loginUrl, data: {} }, '/data', 'url'],
] as const;

describe('checkAnswer, check by check', () => {
  it.each(rows)('%s (%s, %s case)', (_name, id, kind, reply, check, ok, detail) => {
    const verdict = find(verdicts(id, kind, reply), check);
    if (ok === undefined) return expect(verdict).toBeUndefined();
    expect(verdict?.ok).toBe(ok);
    if (detail !== undefined) expect(verdict?.detail).toContain(detail);
  });

  it.each(pointerRows)(
    'points a schema failure at the property: %s',
    (_name, id, body, pointer, named) => {
      const verdict = find(
        verdicts(id, 'example', answer(200, body)),
        'response_schema_conformance',
      );
      expect(verdict).toMatchObject({ ok: false, pointer });
      expect(verdict?.detail).toContain(named);
    },
  );

  it('lists every schema error of an answer, not only the first', () => {
    const verdict = find(
      verdicts('sendCode', 'example', answer(200, { success: 'true', message: 42 })),
      'response_schema_conformance',
    );
    expect(verdict).toMatchObject({ ok: false, pointer: '/success' });
    const errors = (verdict?.detail ?? '').split('; ');
    expect(errors[0]).toMatch(/^\/success /);
    expect(errors.filter((error) => error.startsWith('/message must be string'))).toHaveLength(1);
  });
});

// [operation, status, Allow header (undefined: none), unsupported_method, allow_header_conformance]
// prettier-ignore
const methodRows = [
  ['sendCode', 405, 'POST', true, true],
  ['sendCode', 405, 'post', true, true],
  ['sendCode', 405, 'POST, OPTIONS', true, true],
  ['sendCode', 404, 'POST', false, undefined],
  ['sendCode', 200, undefined, false, undefined],
  ['sendCode', 405, undefined, true, false],
  ['sendCode', 405, '', true, false],
  ['sendCode', 405, 'GET, POST', true, false],
  ['sendCode', 405, 'POST, HEAD', true, false],
  ['sendCode', 405, 'GET', true, false],
  ['getGoogleLoginUrl', 405, 'GET', true, true],
  ['getGoogleLoginUrl', 405, 'GET, HEAD', true, true],
  ['getGoogleLoginUrl', 405, 'GET, HEAD, OPTIONS', true, true],
  ['getGoogleLoginUrl', 405, 'HEAD', true, false],
  ['getGoogleLoginUrl', 405, 'GET, POST', true, false],
] as const;

describe('checkAnswer on an undocumented method', () => {
  it.each(methodRows)(
    '%s: %i with Allow %s → unsupported_method %s, allow_header_conformance %s',
    (id, status, allow, method, allowOk) => {
      const headers = allow === undefined ? json : { ...json, allow };
      const all = verdicts(id, 'method', answer(status, no, headers));
      expect(find(all, 'not_a_server_error')?.ok).toBe(true);
      expect(find(all, 'unsupported_method')?.ok).toBe(method);
      expect(find(all, 'allow_header_conformance')?.ok).toBe(allowOk);
      // A refused method has no documented answer to hold it to.
      expect(find(all, 'status_code_conformance')).toBeUndefined();
      if (allowOk === false)
        expect(find(all, 'allow_header_conformance')?.detail).toContain('documented:');
    },
  );

  it('calls a 500 to an undocumented method a server error, and not a 405', () => {
    const all = verdicts('sendCode', 'method', answer(500, no));
    expect(find(all, 'not_a_server_error')?.ok).toBe(false);
    expect(find(all, 'unsupported_method')?.ok).toBe(false);
  });
});
