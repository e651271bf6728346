// The checks, named and meant as Schemathesis names and means them, each a pure function of the
// operation, what was sent and what came back. A check that does not apply to an answer returns
// nothing; one that cannot tell (a 429 the run could not wait out) says skipped.

import { type Operation, violations } from './contract-document';
import { behaviourCheckNames } from './behaviour-names';
import type { CaseKind } from './cases';
import { tooLargeDetail } from './read-capped';
import type { Answer } from './sender';

export const checkNames = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'negative_data_rejection',
  'positive_data_acceptance',
  'unsupported_method',
  'allow_header_conformance',
  // The exact status the contract documents for a refusal, not any 4xx.
  'invalid_input_status',
  'media_type_refusal',
  'body_size_limit',
  // The chained sign-in (send code → read it → verify → session cookie), with an inbox.
  'sign_in_flow',
  // What the descriptions promise beyond one answer (openapi.yaml x-behaviour): behaviour.ts.
  ...behaviourCheckNames,
] as const;
export type CheckName = (typeof checkNames)[number];

export interface Verdict {
  check: CheckName;
  ok: boolean;
  /** Why it failed: what was expected and what came, with the JSON pointer where there is one. */
  detail?: string;
  pointer?: string;
}

/**
 * Statuses that answer valid input without calling it invalid: the documented refusals that are
 * about state or identity (a wrong code, a failed bot check, an address already listed), not form.
 */
export const acceptingStatuses = (status: number) =>
  (status >= 200 && status < 300) || [401, 403, 409].includes(status);

const mediaType = (answer: Answer) =>
  answer.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();

function bodyOf(answer: Answer): { json: unknown } | undefined {
  if (mediaType(answer) !== 'application/json') return undefined;
  try {
    return { json: JSON.parse(answer.text) as unknown };
  } catch {
    return undefined;
  }
}

function responseChecks(op: Operation, answer: Answer): Verdict[] {
  const verdicts: Verdict[] = [];
  const documented = op.responses.get(answer.status);
  verdicts.push(
    documented
      ? { check: 'status_code_conformance', ok: true }
      : {
          check: 'status_code_conformance',
          ok: false,
          detail: `status ${answer.status} is not documented (documented: ${[...op.responses.keys()].join(', ')})`,
        },
  );
  if (!documented) return verdicts;
  const type = mediaType(answer);
  verdicts.push(
    type !== undefined && documented.contentTypes.includes(type)
      ? { check: 'content_type_conformance', ok: true }
      : {
          check: 'content_type_conformance',
          ok: false,
          detail: `Content-Type ${type ?? '(none)'}; documented: ${documented.contentTypes.join(', ')}`,
        },
  );
  const headerProblems: string[] = [];
  for (const [name, header] of documented.headers) {
    const value = answer.headers.get(name);
    if (value === null) {
      if (header.required) headerProblems.push(`${name} is required and missing`);
      continue;
    }
    const typed = header.schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
    const broken = violations(header.schema, typed)[0];
    if (broken)
      headerProblems.push(
        `${name}: ${JSON.stringify(value)} ${broken.message ?? 'breaks its schema'}`,
      );
  }
  verdicts.push(
    headerProblems.length === 0
      ? { check: 'response_headers_conformance', ok: true }
      : { check: 'response_headers_conformance', ok: false, detail: headerProblems.join('; ') },
  );
  const body = answer.truncated ? undefined : bodyOf(answer);
  if (answer.truncated) {
    verdicts.push({
      check: 'response_schema_conformance',
      ok: false,
      pointer: '/',
      detail: tooLargeDetail(),
    });
  } else if (body) {
    // Every error of the answer, as the validating proxy lists them, not only the first.
    const broken = violations(documented.schema, body.json);
    const describe = (error: (typeof broken)[number]) =>
      `${error.instancePath || '/'} ${error.message ?? ''} (${error.schemaPath}${
        error.params && Object.keys(error.params).length > 0
          ? ` ${JSON.stringify(error.params)}`
          : ''
      })`;
    verdicts.push(
      broken.length > 0
        ? {
            check: 'response_schema_conformance',
            ok: false,
            pointer: broken[0]?.instancePath || '/',
            detail: broken.map(describe).join('; '),
          }
        : { check: 'response_schema_conformance', ok: true },
    );
  } else if (type === 'application/json') {
    verdicts.push({
      check: 'response_schema_conformance',
      ok: false,
      pointer: '/',
      detail: 'the body is not JSON',
    });
  }
  return verdicts;
}

/** Every check that applies to `answer`, the answer to a case of `kind` on `op`. */
export function checkAnswer(op: Operation, kind: CaseKind, answer: Answer): Verdict[] {
  const serverError: Verdict =
    answer.status >= 500
      ? {
          check: 'not_a_server_error',
          ok: false,
          detail: `status ${answer.status}: ${answer.text.slice(0, 200)}`,
        }
      : { check: 'not_a_server_error', ok: true };
  if (kind === 'method') return [serverError, ...methodChecks(op, answer)];
  const verdicts = [serverError, ...responseChecks(op, answer)];
  if (kind === 'behaviour') return verdicts;
  if (kind === 'media' || kind === 'oversized') {
    const [check, expected] =
      kind === 'media'
        ? (['media_type_refusal', 415] as const)
        : (['body_size_limit', 413] as const);
    verdicts.push(exactStatus(check, expected, answer));
  } else if (kind === 'negative') {
    if (answer.status < 500) verdicts.push(exactStatus('invalid_input_status', 400, answer));
    verdicts.push(
      answer.status >= 400
        ? { check: 'negative_data_rejection', ok: true }
        : {
            check: 'negative_data_rejection',
            ok: false,
            detail: `invalid input answered ${answer.status}, not 4xx`,
          },
    );
  } else if (answer.status < 500) {
    verdicts.push(
      acceptingStatuses(answer.status)
        ? { check: 'positive_data_acceptance', ok: true }
        : {
            check: 'positive_data_acceptance',
            ok: false,
            detail: `valid input answered ${answer.status} (expected 2xx, 401, 403 or 409): ${answer.text.slice(0, 200)}`,
          },
    );
  }
  return verdicts;
}

function methodChecks(op: Operation, answer: Answer): Verdict[] {
  if (answer.status !== 405) {
    return [
      {
        check: 'unsupported_method',
        ok: false,
        detail: `an undocumented method answered ${answer.status}, not 405`,
      },
    ];
  }
  const documented = op.pathMethods;
  // HEAD comes with GET in HTTP, and OPTIONS is the server's own: either may be listed or not.
  const optional = new Set(['OPTIONS', ...(documented.includes('GET') ? ['HEAD'] : [])]);
  const allow = answer.headers.get('allow');
  const listed = (allow ?? '')
    .split(',')
    .map((method) => method.trim().toUpperCase())
    .filter((method) => method !== '');
  const same =
    documented.every((method) => listed.includes(method)) &&
    listed.every((method) => documented.includes(method) || optional.has(method));
  return [
    { check: 'unsupported_method', ok: true },
    same
      ? { check: 'allow_header_conformance', ok: true }
      : {
          check: 'allow_header_conformance',
          ok: false,
          detail: `Allow: ${allow ?? '(missing)'}; documented: ${documented.join(', ')}`,
        },
  ];
}

/** Passes when `answer` has the one status the contract documents for what was sent. */
function exactStatus(check: CheckName, expected: number, answer: Answer): Verdict {
  return answer.status === expected
    ? { check, ok: true }
    : {
        check,
        ok: false,
        detail: `answered ${answer.status}; the contract documents ${expected}: ${answer.text.slice(0, 160)}`,
      };
}
