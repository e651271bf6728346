import { describe, expect, it } from 'vitest';
import { appBaseFor, site } from './site';

describe('appBaseFor', () => {
  it.each([
    ['localhost', 'http://localhost:8080'],
    ['127.0.0.1', 'http://127.0.0.1:8080'],
    ['[::1]', 'http://[::1]:8080'],
  ])('uses the local origin on %s', (hostname, origin) => {
    expect(appBaseFor({ hostname, origin })).toBe(origin);
  });

  it.each(['testbeam.dev', 'www.testbeam.dev', 'localhost.evil.example'])(
    'uses the production app on %s',
    (hostname) => {
      expect(appBaseFor({ hostname, origin: `https://${hostname}` })).toBe(
        'https://app.testbeam.dev',
      );
    },
  );

  it('keeps the brand data of docs/decisions.md', () => {
    expect(site.name).toBe('Testbeam');
    expect(site.productName).toBe('API MCP Studio');
    expect(site.helpEmail).toBe('support@testbeam.dev');
    expect(site.appOrigins.production).toBe('https://app.testbeam.dev');
    expect(site.copyrightYear).toBe(2024);
  });
});
