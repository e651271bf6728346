// session_cookie_scheme: the session cookie a sign-in sets, as openapi.yaml describes it
// (verifyCode's Set-Cookie: "tb_session: HttpOnly, SameSite=Lax, Path=/; over HTTPS it is
// __Host-tb_session and Secure"), judged for the scheme the target is served on: a browser drops a
// Secure cookie (and any __Host- one) set over http, and one whose Domain is not the target's.

import type { Verdict } from './checks';

interface Cookie {
  name: string;
  attributes: Map<string, string>;
}

function parse(line: string): Cookie {
  const [pair = '', ...parts] = line.split(';');
  const attributes = new Map(
    parts.map((part): [string, string] => {
      const at = part.indexOf('=');
      return at === -1
        ? [part.trim().toLowerCase(), '']
        : [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()];
    }),
  );
  return { name: pair.slice(0, Math.max(pair.indexOf('='), 0)).trim(), attributes };
}

/** What is wrong with the session cookie among `setCookies` for `target`, or undefined. */
export function sessionCookieProblem(setCookies: string[], target: string): string | undefined {
  const { protocol, hostname } = new URL(target);
  const secure = protocol === 'https:';
  const cookie = setCookies
    .map(parse)
    .find((one) => one.name === 'tb_session' || one.name === '__Host-tb_session');
  if (!cookie) return 'no tb_session cookie was set';
  const has = (attribute: string) => cookie.attributes.has(attribute);
  const wanted = secure ? '__Host-tb_session' : 'tb_session';
  const problems = [
    cookie.name === wanted ? '' : `named ${cookie.name}, over ${protocol} it is ${wanted}`,
    has('secure') === secure
      ? ''
      : secure
        ? 'not Secure over https'
        : 'Secure over http (a browser drops it)',
    has('httponly') ? '' : 'not HttpOnly',
    cookie.attributes.get('samesite')?.toLowerCase() === 'lax' ? '' : 'not SameSite=Lax',
    cookie.attributes.get('path') === '/'
      ? ''
      : `Path ${cookie.attributes.get('path') ?? '(none)'}, not /`,
    domainProblem(cookie.attributes.get('domain'), hostname, cookie.name),
  ].filter((problem) => problem !== '');
  return problems.length === 0 ? undefined : problems.join('; ');
}

/** A Domain the browser refuses for `host`, or any Domain on a __Host- cookie. */
function domainProblem(domain: string | undefined, host: string, name: string): string {
  if (domain === undefined) return '';
  if (name.startsWith('__Host-')) return `Domain=${domain} on a __Host- cookie`;
  const bare = domain.replace(/^\./, '').toLowerCase();
  return host === bare || host.endsWith(`.${bare}`) ? '' : `Domain=${domain} is not ${host}'s`;
}

export function sessionCookieVerdict(setCookies: string[], target: string): Verdict {
  const problem = sessionCookieProblem(setCookies, target);
  return problem === undefined
    ? { check: 'session_cookie_scheme', ok: true }
    : {
        check: 'session_cookie_scheme',
        ok: false,
        detail: `the session cookie ${JSON.stringify(setCookies.join(', '))}: ${problem}`,
      };
}
