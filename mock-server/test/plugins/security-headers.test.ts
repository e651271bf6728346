import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  cspDirectives,
  securityHeaderRecord,
  type SecurityHeadersOptions,
} from '#common/security-headers';
import { build } from '../../src/app';
import securityHeaders from '../../src/plugins/security-headers';
import { serveSiteFixture, inlineScript, pages, testConfig } from '../helpers/site-fixture';

const served = serveSiteFixture();

const scriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;

const expected = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': expect.stringMatching(/camera=\(\).*geolocation=\(\).*microphone=\(\)/),
};

const csp = (res: { headers: Record<string, unknown> }) =>
  Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
  );

describe('security headers', () => {
  it.each([
    ['a page', { url: '/' }, 200],
    ['an asset', { url: '/assets/app-abc123.js' }, 200],
    ['the 404 page', { url: '/nope' }, 404],
    ['a JSON 404', { url: '/api/nope' }, 404],
    [
      'a JSON validation error',
      { method: 'POST' as const, url: '/api/auth/generate', payload: {} },
      400,
    ],
    ['a JSON answer', { url: '/api/auth/oauth/google/loginUrl' }, 200],
    ['the app stand-in', { url: '/api_mcp_studio/' }, 200],
    ['a malformed URL (answered before any hook)', { url: '/%E0%A4%A' }, 400],
  ])('are on %s', async (_case, request, status) => {
    const res = await served.app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(expected);
    expect(csp(res)['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allow exactly what the site loads', async () => {
    const res = await served.app.inject('/');
    expect(res.body).toBe(pages.index);
    expect(csp(res)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", scriptHash],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'media-src': ["'self'"],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
  });

  it('allow Google Analytics and reCAPTCHA only when they are configured', async () => {
    const configured = await build(
      testConfig(served.site.siteDir, {
        VITE_GA_MEASUREMENT_ID: 'G-TESTBEAM1',
        VITE_RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
      }),
      { logger: false },
    );
    const directives = csp(await configured.inject('/'));
    await configured.close();
    expect(directives['script-src']).toEqual([
      "'self'",
      scriptHash,
      'https://www.googletagmanager.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives['connect-src']).toContain('https://*.google-analytics.com');
    expect(directives['frame-src']).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it('treat the placeholder measurement id as no analytics', () => {
    const none = cspDirectives({ scriptHashes: [], analytics: false, recaptcha: false });
    expect(JSON.stringify(none)).not.toMatch(/google/);
    expect(none['frame-src']).toBeUndefined();
  });
});

describe('the app stand-in with the site', () => {
  it('answers an unknown connector key with the site’s 404 page', async () => {
    const res = await served.app.inject('/connect/discover/not-a-connector/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(pages.notFound);
  });
});

describe('the security-headers plugin', () => {
  // Static hosting writes this record (scripts/build/gen-static-headers.ts): it must be what is sent.
  it('sends the record of #common/security-headers, header for header', async () => {
    const options: SecurityHeadersOptions = {
      scriptHashes: ["'sha256-abc+/='"],
      analytics: false,
      recaptcha: true,
    };
    const probe = Fastify({ logger: false });
    await probe.register(securityHeaders, options);
    probe.get('/', async () => 'ok');
    const sent = (await probe.inject('/')).headers;
    await probe.close();
    const record = securityHeaderRecord(options);
    expect(Object.keys(record).length).toBeGreaterThanOrEqual(8);
    for (const [name, value] of Object.entries(record)) expect(sent[name], name).toBe(value);
  });
});
