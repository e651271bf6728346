// Defects only behaviour over several calls shows (sign-in chain, limits, lists): each rewrites
// the mock's answer using what it remembers and what the mock sent (its outbox), as a backend that
// forgot one rule of openapi.yaml's x-behaviour would answer.

import { behaviour } from '#common/api/behaviour';
import { type Exchange, json, type Mutation, parsed } from './mutant-backends';

const at = (answer: Exchange, path: string) => answer.url.startsWith(path);
const sent = (answer: Exchange) => parsed(answer.requestBody ?? '') ?? {};
const signIn = (answer: Exchange) => {
  answer.status = 200;
  answer.body = json({ success: true, message: 'You are signed in.' });
  answer.headers['set-cookie'] = 'tb_session=mutant; Path=/; HttpOnly; SameSite=Lax';
};
const ok = (answer: Exchange) => {
  answer.status = 200;
  answer.body = at(answer, '/api/auth/oauth/google/loginUrl')
    ? json({ success: true, message: 'ok', data: { url: 'http://127.0.0.1/__mock/oauth/google' } })
    : json({ success: true, message: 'Done.' });
  delete answer.headers['retry-after'];
};
/** A 401 from validate for `email` and the code tried, or undefined. */
const refusedCode = (answer: Exchange) => {
  const { email, code } = sent(answer);
  return at(answer, '/api/auth/validate') && answer.status === 401 && typeof email === 'string'
    ? { email, code: String(code) }
    : undefined;
};
const isCooldown = (answer: Exchange) =>
  at(answer, '/api/auth/generate') && answer.status === 429 && answer.body.includes('wait');

/** Codes accepted once, by address: for the mutant that lets them work again. */
const accepted = new Set<string>();

export const behaviourMutations: Mutation[] = [
  {
    name: 'no resend cooldown',
    kind: 'limits',
    check: 'resend_cooldown',
    mutate: (answer) => {
      if (isCooldown(answer)) ok(answer);
    },
  },
  {
    name: "the cooldown's Retry-After as an HTTP date",
    kind: 'limits',
    check: 'resend_cooldown',
    mutate: (answer) => {
      if (isCooldown(answer)) answer.headers['retry-after'] = new Date(0).toUTCString();
    },
  },
  {
    name: "the cooldown's Retry-After in milliseconds",
    kind: 'limits',
    check: 'resend_cooldown',
    mutate: (answer) => {
      if (isCooldown(answer))
        answer.headers['retry-after'] = String(behaviour.code.resendCooldownSeconds * 1000);
    },
  },
  {
    name: 'X-RateLimit-Remaining never goes down',
    kind: 'limits',
    check: 'rate_limit_headers',
    mutate: (answer) => {
      const limit = answer.headers['x-ratelimit-limit'];
      if (limit) answer.headers['x-ratelimit-remaining'] = String(Number(limit) - 1);
    },
  },
  {
    name: 'X-RateLimit-Limit changes from call to call',
    kind: 'limits',
    check: 'rate_limit_headers',
    mutate: (answer) => {
      const remaining = answer.headers['x-ratelimit-remaining'];
      if (remaining) answer.headers['x-ratelimit-limit'] = String(Number(remaining) + 100);
    },
  },
  {
    name: 'X-RateLimit-Reset in milliseconds',
    kind: 'limits',
    check: 'rate_limit_headers',
    mutate: (answer) => {
      const reset = answer.headers['x-ratelimit-reset'];
      if (reset) answer.headers['x-ratelimit-reset'] = String(Number(reset) * 1000);
    },
  },
  {
    name: 'no 429 when the window is used up (the sign-in URL)',
    kind: 'limits',
    check: 'rate_limit_exhaustion',
    mutate: (answer) => {
      if (at(answer, '/api/auth/oauth/google/loginUrl') && answer.status === 429) ok(answer);
    },
  },
  {
    name: 'a wrong code signs in',
    kind: 'sign-in chain',
    check: 'sign_in_flow',
    mutate: async (answer, peek) => {
      const refused = refusedCode(answer);
      if (!refused) return;
      const codes = await peek.codesFor(refused.email);
      if (codes.length > 0 && !codes.some(({ code }) => code === refused.code)) signIn(answer);
    },
  },
  {
    name: 'a code for an address never sent one: 404',
    kind: 'sign-in chain',
    check: 'unknown_address',
    mutate: async (answer, peek) => {
      const refused = refusedCode(answer);
      if (refused && (await peek.codesFor(refused.email)).length === 0) {
        answer.status = 404;
        answer.body = json({ success: false, message: 'No such user.' });
      }
    },
  },
  {
    name: 'the older code still works after a newer send',
    kind: 'sign-in chain',
    check: 'newer_code_replaces_older',
    mutate: async (answer, peek) => {
      const refused = refusedCode(answer);
      if (!refused) return;
      const [, ...older] = await peek.codesFor(refused.email);
      if (older.some(({ code }) => code === refused.code)) signIn(answer);
    },
  },
  {
    name: 'a code works twice',
    kind: 'sign-in chain',
    check: 'single_use',
    mutate: (answer) => {
      const { email, code } = sent(answer);
      const key = `${String(email)} ${String(code)}`;
      if (at(answer, '/api/auth/validate') && answer.status === 200) accepted.add(key);
      else if (refusedCode(answer) && accepted.has(key)) signIn(answer);
    },
  },
  {
    name: 'no limit on wrong tries (the right code still works)',
    kind: 'sign-in chain',
    check: 'attempt_limit',
    mutate: async (answer, peek) => {
      const refused = refusedCode(answer);
      if (!refused) return;
      const [latest] = await peek.codesFor(refused.email);
      const key = `${refused.email} ${refused.code}`;
      if (latest?.code === refused.code && !accepted.has(key)) {
        accepted.add(key);
        signIn(answer);
      }
    },
  },
  {
    name: 'codes never expire',
    kind: 'sign-in chain',
    check: 'code_lifetime',
    mutate: async (answer, peek) => {
      const refused = refusedCode(answer);
      if (!refused) return;
      const [latest] = await peek.codesFor(refused.email);
      const key = `${refused.email} ${refused.code}`;
      const lifetime = behaviour.code.lifetimeMinutes * 60_000;
      const expired = latest !== undefined && peek.now() - latest.sentAt >= lifetime;
      if (expired && latest?.code === refused.code && !accepted.has(key)) {
        accepted.add(key);
        signIn(answer);
      }
    },
  },
  {
    name: 'whitelist duplicates compared with letter case',
    kind: 'lists',
    check: 'whitelist_duplicates',
    mutate: (answer) => {
      const email = sent(answer).email;
      if (at(answer, '/api/auth/whitelist') && answer.status === 409 && /[A-Z]/.test(String(email)))
        ok(answer);
    },
  },
  {
    name: 'whitelist duplicates accepted',
    kind: 'lists',
    check: 'whitelist_duplicates',
    mutate: (answer) => {
      if (at(answer, '/api/auth/whitelist') && answer.status === 409) ok(answer);
    },
  },
  {
    name: 'a whitelist duplicate answered 400',
    kind: 'lists',
    check: 'whitelist_duplicates',
    mutate: (answer) => {
      if (at(answer, '/api/auth/whitelist') && answer.status === 409) {
        answer.status = 400;
        answer.body = json({ success: false, message: 'Duplicate.' });
      }
    },
  },
];
