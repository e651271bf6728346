// Which runner checks exercise which x-behaviour rule (openapi.yaml's dotted paths, coverage.ts):
// the one place the coverage (`--coverage FILE`) reads it. A rule is exercised when one of its
// checks ran (passed or failed) on the operation named; a skipped check exercises nothing.

import type { CheckName } from './checks';
import type { Contract } from './contract-document';

/** A check, on one operation only when `operation` is given (else on any). */
export interface RuleCheck {
  check: CheckName;
  operation?: string;
}

const on = (operation: string, ...checks: CheckName[]): RuleCheck[] =>
  checks.map((check) => ({ check, operation }));
const any = (...checks: CheckName[]): RuleCheck[] => checks.map((check) => ({ check }));

/** For each rule of `contract`'s x-behaviour, the checks that exercise it. */
export const ruleChecks = (
  contract: Pick<Contract, 'operations'>,
): Record<string, RuleCheck[]> => ({
  // The chain reads the code the target sent; the near misses send one digit less and more.
  'code.digits': on('verifyCode', 'sign_in_flow', 'invalid_input_status'),
  'code.lifetimeMinutes': any('code_lifetime'),
  'code.wrongTriesPerCode': any('attempt_limit'),
  'code.resendCooldownSeconds': any('resend_cooldown'),
  'code.singleUse': any('single_use'),
  'code.newerReplacesOlder': any('newer_code_replaces_older'),
  // None: it takes 100 wrong tries for one address and locks it for an hour, on a server others
  // share.
  'failedChecks.consecutiveBeforeLock': [],
  // None: it waits out that hour-long lock.
  'failedChecks.lockMinutes': [],
  'whitelist.uniqueIgnoringCase': any('whitelist_duplicates'),
  'rateLimit.windowSeconds': any('rate_limit_headers', 'rate_limit_exhaustion'),
  // Each operation's window, by the number the target declares in X-RateLimit-Limit (a backend
  // chooses its own), not the mock's default; only getGoogleLoginUrl's is spent (opt-in).
  ...Object.fromEntries(
    contract.operations.map((op) => [
      `rateLimit.perWindow.${op.operationId}`,
      on(
        op.operationId,
        'rate_limit_headers',
        ...(op.operationId === 'getGoogleLoginUrl' ? (['rate_limit_exhaustion'] as const) : []),
      ),
    ]),
  ),
  bodyLimitBytes: any('body_size_limit'),
  requestMediaTypes: any('media_type_refusal'),
  // The near misses send every query parameter twice; only getGoogleLoginUrl takes one.
  repeatedQueryParameter: on('getGoogleLoginUrl', 'invalid_input_status'),
});
