import { describe, expect, it } from 'vitest';
import { cspDirectives, cspHeader, securityHeaderRecord } from './security-headers';

const options = {
  scriptHashes: ["'sha256-abc'", "'sha256-def'"],
  analytics: false,
  recaptcha: false,
};

describe('securityHeaderRecord', () => {
  // The mock server sends this record and static hosting writes it: a change here is a change
  // to every answer of the site, so the whole set is pinned, order included.
  it('is exactly the set every answer carries, in the order it is sent', () => {
    expect(Object.entries(securityHeaderRecord(options))).toEqual([
      [
        'content-security-policy',
        "default-src 'self';script-src 'self' 'sha256-abc' 'sha256-def';style-src 'self' 'unsafe-inline';img-src 'self' data:;connect-src 'self';media-src 'self';font-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'",
      ],
      ['cross-origin-opener-policy', 'same-origin'],
      ['cross-origin-resource-policy', 'same-origin'],
      ['origin-agent-cluster', '?1'],
      ['referrer-policy', 'strict-origin-when-cross-origin'],
      ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
      ['x-content-type-options', 'nosniff'],
      ['x-dns-prefetch-control', 'off'],
      ['x-download-options', 'noopen'],
      ['x-frame-options', 'DENY'],
      ['x-permitted-cross-domain-policies', 'none'],
      ['x-xss-protection', '0'],
      [
        'permissions-policy',
        'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      ],
    ]);
  });

  it('writes the CSP from its directives, one `;` between them', () => {
    const configured = { ...options, analytics: true, recaptcha: true };
    const directives = cspDirectives(configured);
    expect(cspHeader(directives).split(';')).toEqual(
      Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`),
    );
    expect(securityHeaderRecord(configured)['content-security-policy']).toBe(cspHeader(directives));
    expect(directives['frame-src']).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });
});
