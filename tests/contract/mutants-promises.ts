// Defects against promises openapi.yaml states in prose, each shown only by comparing answers or
// reading an attribute no schema checks: a refused code that tells addresses apart, a session
// cookie the browser would drop, a waitlist that is the whitelist, a bot check without a token.

import { type Exchange, json, type Mutation, parsed } from './mutant-backends';

const at = (answer: Exchange, path: string) => answer.url.startsWith(path);
const sent = (answer: Exchange) => parsed(answer.requestBody ?? '') ?? {};
const accept = (answer: Exchange, message: string) => {
  answer.status = 200;
  answer.body = json({ success: true, message });
};

/** Addresses sent with a waitlist, lower-cased: for the mutant that files them on the whitelist. */
const waitlisted = new Set<string>();

export const promiseMutations: Mutation[] = [
  {
    name: 'a never-sent address told apart by its 401 message',
    kind: 'sign-in chain',
    check: 'refusal_reveals_nothing',
    mutate: async (answer, peek) => {
      const email = sent(answer).email;
      if (!at(answer, '/api/auth/validate') || answer.status !== 401 || typeof email !== 'string')
        return;
      if ((await peek.codesFor(email)).length === 0)
        answer.body = json({ success: false, message: 'No code was sent to this address.' });
    },
  },
  {
    name: 'the session cookie Secure on an http:// target',
    kind: 'sign-in chain',
    check: 'session_cookie_scheme',
    mutate: (answer) => {
      const cookie = answer.headers['set-cookie'];
      if (at(answer, '/api/auth/validate') && cookie)
        answer.headers['set-cookie'] = `${cookie}; Secure`;
    },
  },
  {
    name: 'a waitlist request also puts the address on the whitelist',
    kind: 'lists',
    check: 'waitlist_separate',
    mutate: (answer) => {
      const { email, waitlist } = sent(answer);
      if (!at(answer, '/api/auth/whitelist') || typeof email !== 'string') return;
      if (waitlist !== undefined) waitlisted.add(email.toLowerCase());
      else if (answer.status === 200 && waitlisted.has(email.toLowerCase())) {
        answer.status = 409;
        answer.body = json({ success: false, message: 'This email is already in the whitelist' });
      }
    },
  },
  {
    name: 'the contact form accepting any token (reCAPTCHA test keys)',
    kind: 'validation',
    check: 'bot_check_unknown_token',
    mutate: (answer) => {
      const token = sent(answer).recaptchaToken;
      if (at(answer, '/api/auth/contactus') && answer.status === 403 && token)
        accept(answer, "We'll get back to you within 24 hours.");
    },
  },
  {
    name: 'the contact form accepted without a bot-check token',
    kind: 'validation',
    check: 'bot_check_refusal',
    mutate: (answer) => {
      const token = sent(answer).recaptchaToken;
      if (at(answer, '/api/auth/contactus') && answer.status === 403 && !token)
        accept(answer, "We'll get back to you within 24 hours.");
    },
  },
];
