import { describe, expect, it } from 'vitest';
import {
  answerHeaders,
  hasLooped,
  upstreamRequestHeaders,
  viaToken,
  withoutDomain,
} from '../../src/upstream/headers';

const token = viaToken('abc123');

describe('what the upstream gets', () => {
  it('the browser headers and cookies, Origin and Referer as if the upstream served the page', () => {
    const sent = upstreamRequestHeaders(
      {
        cookie: 'tb_session=1; theme=dark',
        origin: 'http://localhost:8080',
        referer: 'http://localhost:8080/login?from=menu',
        'accept-encoding': 'gzip, deflate, br',
        'content-type': 'application/json',
      },
      'https://staging.example.com',
      token,
    );
    expect(sent).toEqual({
      cookie: 'tb_session=1; theme=dark',
      origin: 'https://staging.example.com',
      referer: 'https://staging.example.com/login?from=menu',
      'accept-encoding': 'identity',
      'content-type': 'application/json',
      via: '1.1 testbeam-mock-abc123',
    });
  });

  it('adds itself to an existing Via, and leaves Origin: null alone', () => {
    const sent = upstreamRequestHeaders(
      { via: '1.1 corp-proxy', origin: 'null' },
      'https://u',
      token,
    );
    expect(sent.via).toBe('1.1 corp-proxy, 1.1 testbeam-mock-abc123');
    expect(sent.origin).toBe('null');
  });

  it('knows a request that has been through this very mock', () => {
    expect(hasLooped('1.1 corp-proxy, 1.1 testbeam-mock-abc123', token)).toBe(true);
    expect(hasLooped('1.1 testbeam-mock-other', token)).toBe(false);
    expect(hasLooped(undefined, token)).toBe(false);
  });
});

describe('what comes back', () => {
  it('drops a cookie’s Domain, whatever its case and spacing, and keeps the rest', () => {
    expect(withoutDomain('a=1; Domain=example.com; Path=/; Secure')).toBe('a=1; Path=/; Secure');
    expect(withoutDomain('__Host-s=x;domain=.EXAMPLE.com;HttpOnly')).toBe('__Host-s=x;HttpOnly');
    expect(withoutDomain('b=domain=2; Path=/')).toBe('b=domain=2; Path=/');
  });

  it('passes the answer’s headers but hop-by-hop ones, lengths, encodings, HSTS and Alt-Svc', () => {
    expect(
      answerHeaders({
        'content-type': 'application/json',
        'content-length': '42',
        'content-encoding': 'gzip',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'strict-transport-security': 'max-age=63072000',
        'alt-svc': 'h3=":443"',
        'retry-after': 30,
        'set-cookie': ['s=1; Domain=example.com; Path=/'],
        'x-request-id': 'r1',
      }),
    ).toEqual({
      'content-type': 'application/json',
      'retry-after': '30',
      'set-cookie': ['s=1; Path=/'],
      'x-request-id': 'r1',
    });
  });
});
