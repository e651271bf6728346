import { describe, expect, it } from 'vitest';
import {
  answerHeaders,
  duplicatedSingleton,
  hasLooped,
  upstreamRequestHeaders,
  viaToken,
  withoutDomain,
  withoutNamespaceCookie,
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

  it('drops every page protection, the mock’s own names too, and what Connection names', () => {
    expect(
      answerHeaders(
        {
          'content-type': 'text/html',
          'content-security-policy': 'default-src *',
          'x-frame-options': 'ALLOWALL',
          'x-content-type-options': 'sniff',
          'cross-origin-opener-policy': 'unsafe-none',
          'reporting-endpoints': 'a="https://upstream.example/r"',
          'x-site-only': 'mine',
          connection: 'X-Hop-Secret, close',
          'x-hop-secret': 'leaked',
        },
        ['X-Site-Only'],
      ),
    ).toEqual({ 'content-type': 'text/html' });
  });

  it('knows an answer with two Content-Types, and one with one', () => {
    expect(duplicatedSingleton({ 'content-type': ['application/json', 'text/html'] })).toBe(
      'it has 2 Content-Type headers ("application/json", "text/html"), where an answer has one',
    );
    expect(
      duplicatedSingleton({ 'content-type': 'application/json', vary: ['a', 'b'] }),
    ).toBeNull();
  });
});

describe('what the upstream does not get', () => {
  it('the browser’s hop-by-hop headers, and those its Connection names', () => {
    const sent = upstreamRequestHeaders(
      {
        connection: 'keep-alive, X-Private',
        'x-private': '1',
        'keep-alive': '5',
        te: 'trailers',
        'x-kept': 'yes',
      },
      'https://u',
      token,
    );
    expect(sent).toEqual({
      'x-kept': 'yes',
      'accept-encoding': 'identity',
      via: '1.1 testbeam-mock-abc123',
    });
  });

  it('the mock namespace: X-Mock-Namespace, and mock_ns out of the Cookie header', () => {
    const sent = upstreamRequestHeaders(
      { 'x-mock-namespace': 'run-1', cookie: 'mock_ns=run-2;tb_session=1;  theme=dark' },
      'https://u',
      token,
    );
    expect(sent).not.toHaveProperty('x-mock-namespace');
    expect(sent.cookie).toBe('tb_session=1; theme=dark');
    expect(upstreamRequestHeaders({ cookie: 'mock_ns=a' }, 'https://u', token)).not.toHaveProperty(
      'cookie',
    );
    // Only that cookie's name: a value or another name that contains it stays.
    expect(withoutNamespaceCookie('x=mock_ns=a; mock_ns2=b; mock_ns =c')).toBe(
      'x=mock_ns=a; mock_ns2=b',
    );
  });
});
