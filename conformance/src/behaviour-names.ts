// The checks of what openapi.yaml's descriptions promise beyond one answer (x-behaviour), each
// with the contract text it holds a target to: docs/conformance.md's list of checks and the reports quote it.

export const behaviourChecks = {
  unknown_address: 'verifyCode: a code that was never sent gets the same 401 as a wrong one',
  refusal_reveals_nothing:
    'verifyCode: a refused code gets one and the same answer (status, body, header names) whether or not a code was sent to the address, "so it tells nothing about the address"',
  session_cookie_scheme:
    'verifyCode: the session cookie is tb_session, HttpOnly, SameSite=Lax, Path=/; "over HTTPS it is __Host-tb_session and Secure" (and over http not Secure, which a browser would drop)',
  waitlist_separate:
    'requestWhitelist: "each list is separate": a waitlist request neither lists the address on the whitelist nor is refused as its duplicate; the same waitlist again answers 409',
  bot_check_refusal:
    'sendContact: "a missing, empty, unknown … token answers 403" (the reCAPTCHA bot check): no token and an empty one',
  bot_check_unknown_token:
    'opt-in --unknown-bot-token: sendContact with a token no bot check issued answers 403 (only a backend on production keys can tell)',
  whitelist_duplicates:
    'requestWhitelist: addresses are compared case-insensitively; one already listed answers 409',
  rate_limit_headers:
    'X-RateLimit-Limit stays the same, X-RateLimit-Remaining goes down by one per counted call, X-RateLimit-Reset is within the window',
  rate_limit_exhaustion:
    'opt-in --spend-rate-limit: when X-RateLimit-Remaining reaches 0 the next call answers 429 with Retry-After',
  resend_cooldown:
    'sendCode: a second send to the same address within the cooldown answers 429 with Retry-After (integer seconds, at most the cooldown)',
  newer_code_replaces_older:
    'sendCode: a new send replaces the previous code (the older one gets 401)',
  single_use:
    'verifyCode: a code works once (the same code again gets 401; with the sign-in chain)',
  attempt_limit:
    'verifyCode: after the allowed wrong tries a code is dead (the right code gets 401)',
  code_lifetime: 'opt-in --slow: a code older than its lifetime gets 401',
} as const;

export type BehaviourCheck = keyof typeof behaviourChecks;
export const behaviourCheckNames = Object.keys(behaviourChecks) as BehaviourCheck[];

/** The operation each behaviour check is reported under (`all`: each operation on its own). */
export const behaviourOwner: Record<BehaviourCheck, string> = {
  unknown_address: 'verifyCode',
  refusal_reveals_nothing: 'verifyCode',
  session_cookie_scheme: 'verifyCode',
  waitlist_separate: 'requestWhitelist',
  bot_check_refusal: 'sendContact',
  bot_check_unknown_token: 'sendContact',
  whitelist_duplicates: 'requestWhitelist',
  rate_limit_headers: 'all',
  rate_limit_exhaustion: 'getGoogleLoginUrl',
  resend_cooldown: 'sendCode',
  newer_code_replaces_older: 'sendCode',
  single_use: 'verifyCode',
  attempt_limit: 'verifyCode',
  code_lifetime: 'verifyCode',
};
