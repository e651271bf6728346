// Which checks concern which operation, and which checks a case of each kind feeds (so a case that
// could not be sent marks them skipped, with its reason).

import { behaviourOwner } from './behaviour-names';
import type { CaseKind } from './cases';
import { type CheckName, checkNames } from './checks';
import type { Operation } from './contract-document';

export const flowOperations = ['sendCode', 'verifyCode'];

/** The checks that concern `op`. */
export const checksOf = (op: Operation): CheckName[] =>
  checkNames.filter((check) => {
    if (check === 'sign_in_flow') return flowOperations.includes(op.operationId);
    if (check === 'media_type_refusal' || check === 'body_size_limit') return op.body !== undefined;
    const owner = (behaviourOwner as Record<string, string | undefined>)[check];
    return owner === undefined || owner === 'all' || owner === op.operationId;
  });

/** The checks that judge any answer, whatever case drew it. */
export const everyAnswerChecks: CheckName[] = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
];

export const fedBy: Record<CaseKind, CheckName[]> = {
  example: ['positive_data_acceptance'],
  positive: ['positive_data_acceptance'],
  negative: ['negative_data_rejection', 'invalid_input_status'],
  method: ['unsupported_method', 'allow_header_conformance'],
  media: ['media_type_refusal'],
  oversized: ['body_size_limit'],
  behaviour: [],
};
