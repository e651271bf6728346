import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build } from '../src/app';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
      PORT: 8080,
      HOST: 'localhost',
      SITE_DIR: fileURLToPath(new URL('../../dist/client', import.meta.url)),
      SERVE_SITE: true,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'auto',
      MOCK_DEV_ROUTES: true,
      MOCK_DATA_DIR: null,
      MOCK_LATENCY_MS: 0,
      MOCK_NAMESPACE_MAX: 10_000,
      MOCK_NAMESPACE_IDLE_MINUTES: 30,
      ALLOWED_HOSTS: [],
      PUBLIC_ORIGIN: undefined,
      TRUST_PROXY: false,
      REQUEST_TIMEOUT_MS: 10_000,
      RATE_LIMITS: true,
      RATE_LIMIT_SEND_CODE: 5,
      RATE_LIMIT_VERIFY: 10,
      RATE_LIMIT_WHITELIST: 5,
      RATE_LIMIT_CONTACT: 5,
      RATE_LIMIT_LOGIN_URL: 30,
      MOCK_UPSTREAM: null,
      MOCK_UPSTREAM_STRICT: false,
      MOCK_UPSTREAM_TIMEOUT_MS: 10_000,
      site: { analyticsId: null, recaptchaSiteKey: null },
    });
  });

  it('reads the environment and treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '3000', HOST: '0.0.0.0', LOG_LEVEL: 'debug', SITE_DIR: '' });
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'debug' });
    expect(config.SITE_DIR).toBe(loadConfig({}).SITE_DIR);
  });

  it('lists every setting in .env.example', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map(([, name]) => name));
    const settings = Object.keys(loadConfig({})).filter((name) => name !== 'site');
    expect(settings.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('reads the hosts and origins it answers for', () => {
    const config = loadConfig({
      ALLOWED_HOSTS: 'web, .example.test,ci:8080',
      PUBLIC_ORIGIN: 'http://localhost:3000/',
      TRUST_PROXY: '1',
    });
    expect(config.ALLOWED_HOSTS).toEqual([
      { name: 'web', port: null, subdomains: false },
      { name: 'example.test', port: null, subdomains: true },
      { name: 'ci', port: 8080, subdomains: false },
    ]);
    expect(config.PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(config.TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
  });

  it.each([
    ['ALLOWED_HOSTS', 'web,evil.example/x', /ALLOWED_HOSTS: "evil.example\/x" is not a host name/],
    ['PUBLIC_ORIGIN', 'localhost:3000', /PUBLIC_ORIGIN: must be an origin/],
    ['PUBLIC_ORIGIN', 'http://localhost:3000/app', /PUBLIC_ORIGIN: must be an origin/],
    ['TRUST_PROXY', 'yes please', /TRUST_PROXY: must be true, false/],
    ['REQUEST_TIMEOUT_MS', '10', /REQUEST_TIMEOUT_MS: must be an integer from 1000/],
  ])('rejects %s=%s with a readable message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it.each(['0', '65536', '70000', '80.5', 'http'])('rejects PORT=%s, naming PORT', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT: must be an integer from 1 to 65535/);
  });

  it('reads the mock server settings', () => {
    const config = loadConfig({
      MOCK_DEV_ROUTES: 'false',
      MOCK_DATA_DIR: '.mock-data',
      MOCK_LATENCY_MS: '250',
      RATE_LIMITS: 'off',
      RATE_LIMIT_SEND_CODE: '2',
      RATE_LIMIT_VERIFY: '3',
      RATE_LIMIT_WHITELIST: '4',
      RATE_LIMIT_CONTACT: '6',
      RATE_LIMIT_LOGIN_URL: '7',
    });
    expect(config).toMatchObject({
      MOCK_DEV_ROUTES: false,
      MOCK_DATA_DIR: resolve('.mock-data'),
      MOCK_LATENCY_MS: 250,
      RATE_LIMITS: false,
      RATE_LIMIT_SEND_CODE: 2,
      RATE_LIMIT_VERIFY: 3,
      RATE_LIMIT_WHITELIST: 4,
      RATE_LIMIT_CONTACT: 6,
      RATE_LIMIT_LOGIN_URL: 7,
    });
  });

  it('reads proxy mode: the upstream without a trailing slash, strict, the timeout', () => {
    expect(
      loadConfig({
        MOCK_UPSTREAM: 'https://staging.example.com/',
        MOCK_UPSTREAM_STRICT: 'true',
        MOCK_UPSTREAM_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({
      MOCK_UPSTREAM: 'https://staging.example.com',
      MOCK_UPSTREAM_STRICT: true,
      MOCK_UPSTREAM_TIMEOUT_MS: 2500,
    });
    expect(loadConfig({ MOCK_UPSTREAM: 'http://127.0.0.1:9000/backend//' }).MOCK_UPSTREAM).toBe(
      'http://127.0.0.1:9000/backend',
    );
    expect(loadConfig({ MOCK_UPSTREAM: '' }).MOCK_UPSTREAM).toBeNull();
  });

  it.each([
    ['staging.example.com', /MOCK_UPSTREAM: must be an http or https URL/],
    ['ftp://staging.example.com', /MOCK_UPSTREAM: must be an http or https URL/],
    ['https://me:secret@staging.example.com', /MOCK_UPSTREAM: must not carry credentials/],
    ['https://staging.example.com/?env=1', /MOCK_UPSTREAM: must not have a query or a fragment/],
  ])('rejects MOCK_UPSTREAM=%s with a readable message', (value, message) => {
    expect(() => loadConfig({ MOCK_UPSTREAM: value })).toThrow(message);
  });

  it('reads the site settings the CSP depends on, the placeholder meaning none', () => {
    expect(loadConfig({ VITE_GA_MEASUREMENT_ID: 'G-XXXXXXXXXX' }).site.analyticsId).toBeNull();
    expect(loadConfig({ VITE_GA_MEASUREMENT_ID: 'G-TESTBEAM1' }).site.analyticsId).toBe(
      'G-TESTBEAM1',
    );
    const key = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
    expect(loadConfig({ VITE_RECAPTCHA_SITE_KEY: key }).site.recaptchaSiteKey).toBe(key);
  });

  it.each([
    ['MOCK_DEV_ROUTES', 'yes', /MOCK_DEV_ROUTES: must be true or false/],
    ['RATE_LIMITS', 'false', /RATE_LIMITS: must be on or off/],
    ['MOCK_LATENCY_MS', '-1', /MOCK_LATENCY_MS: must be an integer from 0 to 60000/],
    ['MOCK_LATENCY_MS', 'slow', /MOCK_LATENCY_MS: must be an integer from 0 to 60000/],
    ['RATE_LIMIT_SEND_CODE', '0', /RATE_LIMIT_SEND_CODE: must be an integer from 1 to 10000/],
    ['RATE_LIMIT_VERIFY', '2.5', /RATE_LIMIT_VERIFY: must be an integer from 1 to 10000/],
    ['RATE_LIMIT_WHITELIST', 'many', /RATE_LIMIT_WHITELIST: must be an integer/],
    ['RATE_LIMIT_CONTACT', '10001', /RATE_LIMIT_CONTACT: must be an integer/],
    ['RATE_LIMIT_LOGIN_URL', '-5', /RATE_LIMIT_LOGIN_URL: must be an integer/],
    ['VITE_GA_MEASUREMENT_ID', 'UA-123', /VITE_GA_MEASUREMENT_ID: must look like G-/],
    ['MOCK_UPSTREAM_STRICT', 'yes', /MOCK_UPSTREAM_STRICT: must be true or false/],
    ['MOCK_UPSTREAM_TIMEOUT_MS', '50', /MOCK_UPSTREAM_TIMEOUT_MS: must be an integer from 100/],
  ])('rejects %s=%s, naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('treats an empty mock variable as unset', () => {
    expect(loadConfig({ MOCK_DATA_DIR: '', RATE_LIMIT_VERIFY: '', RATE_LIMITS: '' })).toMatchObject(
      {
        MOCK_DATA_DIR: null,
        RATE_LIMIT_VERIFY: 10,
        RATE_LIMITS: true,
      },
    );
  });

  it('lists every bad variable, one line each', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(
      /PORT: .*\(got "abc"\)\n {2}LOG_LEVEL: must be one of fatal, .*\(got "loud"\)/,
    );
  });
});

describe('build', () => {
  it('serves only the API when SERVE_SITE=false, even without a build', async () => {
    const config = loadConfig({
      SITE_DIR: '/nonexistent/testbeam/dist/client',
      SERVE_SITE: 'false',
    });
    const app = await build(config, { logger: false });
    const page = await app.inject('/about');
    expect(page.statusCode).toBe(404);
    const api = await app.inject('/api/nope');
    expect(api.json()).toEqual({ success: false, message: 'Not found: GET /api/nope' });
    await app.close();
  });

  it('rejects SERVE_SITE values other than true and false', () => {
    expect(() => loadConfig({ SERVE_SITE: 'yes' })).toThrow(/SERVE_SITE: must be true or false/);
  });

  it('rejects when SITE_DIR does not exist, saying to run npm run build', async () => {
    const config = loadConfig({ SITE_DIR: '/nonexistent/testbeam/dist/client' });
    await expect(build(config, { logger: false })).rejects.toThrow(/npm run build/);
  });
});

describe('LOG_FORMAT', () => {
  it('takes auto, pretty or json and refuses anything else with a message', () => {
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow(/LOG_FORMAT.*auto, pretty, json/);
  });
});
