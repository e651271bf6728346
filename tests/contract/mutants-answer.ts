// Defects one answer shows (crash, status, media type, headers, body, validation), as backends
// ship them: each rewrites the mock's answer in one way, for the conformance run to catch.

import { type Exchange, json, type Mutation, parsed } from './mutant-backends';

const api = (answer: Exchange, path = '/api/') => answer.url.startsWith(path);
const sent = (answer: Exchange) => parsed(answer.requestBody ?? '') ?? {};
const success = (answer: Exchange, message = 'Done.') => {
  answer.status = 200;
  answer.headers['content-type'] = 'application/json; charset=utf-8';
  answer.body = api(answer, '/api/auth/oauth/google/loginUrl')
    ? json({ success: true, message, data: { url: 'http://127.0.0.1/__mock/oauth/google' } })
    : json({ success: true, message });
  if (api(answer, '/api/auth/validate'))
    answer.headers['set-cookie'] = 'tb_session=mutant; Path=/; HttpOnly; SameSite=Lax';
};
const refuse = (answer: Exchange, status: number, message = 'Refused.') => {
  answer.status = status;
  answer.headers['content-type'] = 'application/json; charset=utf-8';
  answer.body = json({ success: false, message });
};
const hasSpaces = (value: unknown) => typeof value === 'string' && value.trim() !== value;

export const answerMutations: Mutation[] = [
  {
    name: 'a 500 for an address with surrounding spaces',
    kind: 'crash',
    check: 'not_a_server_error',
    mutate: (answer) => {
      if (answer.status === 400 && hasSpaces(sent(answer).email)) refuse(answer, 500, 'Oops.');
    },
  },
  {
    name: 'the connection dropped on an oversized body',
    kind: 'crash',
    check: 'not_a_server_error',
    mutate: (answer) => {
      if (answer.status === 413) answer.drop = true;
    },
  },
  {
    name: 'a 502 for an unknown method',
    kind: 'crash',
    check: 'not_a_server_error',
    mutate: (answer) => {
      if (answer.status === 405) refuse(answer, 502, 'Bad gateway.');
    },
  },
  {
    name: '201 for a new whitelist request',
    kind: 'status',
    check: 'status_code_conformance',
    mutate: (answer) => {
      if (api(answer, '/api/auth/whitelist') && answer.status === 200) answer.status = 201;
    },
  },
  {
    name: '401 for invalid input on validate (documented, but not for that)',
    kind: 'status',
    check: 'invalid_input_status',
    mutate: (answer) => {
      if (api(answer, '/api/auth/validate') && answer.status === 400) answer.status = 401;
    },
  },
  {
    name: '403 for invalid contact input',
    kind: 'status',
    check: 'invalid_input_status',
    mutate: (answer) => {
      if (api(answer, '/api/auth/contactus') && answer.status === 400) answer.status = 403;
    },
  },
  {
    name: '401 for a seven-digit code (treated as a wrong code)',
    kind: 'validation',
    check: 'invalid_input_status',
    mutate: (answer) => {
      const code = sent(answer).code;
      if (answer.status === 400 && typeof code === 'string' && /^\d{7}$/.test(code))
        refuse(answer, 401, 'Invalid or expired code.');
    },
  },
  {
    name: 'a text/plain body accepted',
    kind: 'media type',
    check: 'media_type_refusal',
    mutate: (answer) => {
      if (answer.status === 415 && answer.requestType?.startsWith('text/plain')) success(answer);
    },
  },
  {
    name: 'a form body answered 400, not 415',
    kind: 'media type',
    check: 'media_type_refusal',
    mutate: (answer) => {
      if (answer.status === 415) refuse(answer, 400, 'Invalid body');
    },
  },
  {
    name: 'an oversized body accepted',
    kind: 'limits',
    check: 'body_size_limit',
    mutate: (answer) => {
      if (answer.status === 413) success(answer);
    },
  },
  {
    name: 'an oversized body answered 400, not 413',
    kind: 'limits',
    check: 'body_size_limit',
    mutate: (answer) => {
      if (answer.status === 413) refuse(answer, 400, 'Invalid body');
    },
  },
  {
    name: 'errors as application/problem+json',
    kind: 'media type',
    check: 'content_type_conformance',
    mutate: (answer) => {
      if (api(answer) && answer.status === 400)
        answer.headers['content-type'] = 'application/problem+json';
    },
  },
  {
    name: 'the session cookie without HttpOnly',
    kind: 'headers',
    check: 'response_headers_conformance',
    mutate: (answer) => {
      const cookie = answer.headers['set-cookie'];
      if (cookie) answer.headers['set-cookie'] = cookie.replace(/;\s*HttpOnly/i, '');
    },
  },
  {
    name: 'X-RateLimit-Remaining of -1',
    kind: 'headers',
    check: 'response_headers_conformance',
    mutate: (answer) => {
      if (answer.headers['x-ratelimit-remaining'] === '0')
        answer.headers['x-ratelimit-remaining'] = '-1';
    },
  },
  {
    name: 'success as the string "true"',
    kind: 'body',
    check: 'response_schema_conformance',
    mutate: (answer) => {
      if (api(answer) && answer.status === 200)
        answer.body = answer.body.replace('"success":true', '"success":"true"');
    },
  },
  {
    name: 'an empty error message',
    kind: 'body',
    check: 'response_schema_conformance',
    mutate: (answer) => {
      const body = parsed(answer.body);
      if (api(answer) && answer.status === 401 && body)
        answer.body = json({ ...body, message: '' });
    },
  },
  {
    name: 'an error body with an extra code property',
    kind: 'body',
    check: 'response_schema_conformance',
    mutate: (answer) => {
      const body = parsed(answer.body);
      if (api(answer) && answer.status === 400 && body)
        answer.body = json({ ...body, code: 'E400' });
    },
  },
  {
    name: 'a sign-in URL that is not a URL',
    kind: 'body',
    check: 'response_schema_conformance',
    mutate: (answer) => {
      if (api(answer, '/api/auth/oauth/google/loginUrl') && answer.status === 200)
        answer.body = json({ success: true, message: 'ok', data: { url: 'not a url' } });
    },
  },
  {
    name: 'an address with surrounding spaces accepted',
    kind: 'validation',
    check: 'negative_data_rejection',
    mutate: (answer) => {
      if (answer.status === 400 && hasSpaces(sent(answer).email)) success(answer);
    },
  },
  {
    name: 'a one-character name accepted (minLength off by one)',
    kind: 'validation',
    check: 'negative_data_rejection',
    mutate: (answer) => {
      const name = sent(answer).name;
      if (answer.status === 400 && typeof name === 'string' && name.length === 1) success(answer);
    },
  },
  {
    name: 'a 5,001-character message accepted (maxLength off by one)',
    kind: 'validation',
    check: 'negative_data_rejection',
    mutate: (answer) => {
      const message = sent(answer).message;
      if (answer.status === 400 && typeof message === 'string' && message.length === 5001)
        success(answer);
    },
  },
  {
    name: 'a redirect without its trailing slash accepted',
    kind: 'validation',
    check: 'negative_data_rejection',
    mutate: (answer) => {
      const redirect = new URL(answer.url, 'http://x').searchParams.get('redirect') ?? '';
      if (answer.status === 400 && /^\/connect\/discover\/[a-z0-9-]+$/.test(redirect))
        success(answer);
    },
  },
  {
    name: 'a repeated redirect accepted (the first one used)',
    kind: 'validation',
    check: 'negative_data_rejection',
    mutate: (answer) => {
      const all = new URL(answer.url, 'http://x').searchParams.getAll('redirect');
      if (answer.status === 400 && all.length > 1) success(answer);
    },
  },
  {
    name: 'an unknown body property accepted',
    kind: 'validation',
    check: 'negative_data_rejection',
    mutate: (answer) => {
      if (answer.status === 400 && 'extra' in sent(answer)) success(answer);
    },
  },
  {
    name: 'a waitlist name in upper case accepted',
    kind: 'validation',
    check: 'negative_data_rejection',
    mutate: (answer) => {
      const waitlist = sent(answer).waitlist;
      if (answer.status === 400 && typeof waitlist === 'string' && /[A-Z]/.test(waitlist))
        success(answer);
    },
  },
  {
    name: 'a five-digit code accepted as a wrong code',
    kind: 'validation',
    check: 'invalid_input_status',
    mutate: (answer) => {
      const code = sent(answer).code;
      if (answer.status === 400 && typeof code === 'string' && /^\d{5}$/.test(code))
        refuse(answer, 401, 'Invalid or expired code.');
    },
  },
];
