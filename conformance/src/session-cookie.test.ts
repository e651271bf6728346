import { describe, expect, it } from 'vitest';
import { sessionCookieProblem, sessionCookieVerdict } from './session-cookie';

const http = 'http://127.0.0.1:8080';
const https = 'https://app.testbeam.dev';
const plain = 'tb_session=abc; Max-Age=28800; Path=/; HttpOnly; SameSite=Lax';
const host = '__Host-tb_session=abc; Max-Age=28800; Path=/; HttpOnly; SameSite=Lax; Secure';

describe('session_cookie_scheme', () => {
  it('passes tb_session over http and __Host-tb_session, Secure, over https', () => {
    expect(sessionCookieProblem([plain], http)).toBeUndefined();
    expect(sessionCookieProblem(['other=1; Path=/', host], https)).toBeUndefined();
    expect(sessionCookieVerdict([plain], http)).toEqual({
      check: 'session_cookie_scheme',
      ok: true,
    });
  });

  it('fails a cookie the browser would drop or the page could read, saying why', () => {
    expect(sessionCookieProblem([`${plain}; Secure`], http)).toBe(
      'Secure over http (a browser drops it)',
    );
    expect(sessionCookieProblem([host], http)).toMatch(/named __Host-tb_session, over http:/);
    expect(sessionCookieProblem([plain], https)).toBe(
      'named tb_session, over https: it is __Host-tb_session; not Secure over https',
    );
    expect(sessionCookieProblem([plain.replace('; HttpOnly', '')], http)).toBe('not HttpOnly');
    expect(sessionCookieProblem([plain.replace('Path=/', 'Path=/api')], http)).toBe(
      'Path /api, not /',
    );
    expect(sessionCookieProblem([plain.replace('Lax', 'None')], http)).toBe('not SameSite=Lax');
    expect(sessionCookieProblem([`${plain}; Domain=staging.example.com`], http)).toBe(
      "Domain=staging.example.com is not 127.0.0.1's",
    );
    expect(sessionCookieProblem([`${host}; Domain=testbeam.dev`], https)).toBe(
      'Domain=testbeam.dev on a __Host- cookie',
    );
    expect(sessionCookieProblem([], http)).toBe('no tb_session cookie was set');
    expect(sessionCookieVerdict([], http)).toMatchObject({ ok: false });
  });
});
