import { describe, expect, it } from 'vitest';
import { appBaseFor, appOrigins } from './origins';

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
      expect(appBaseFor({ hostname, origin: `https://${hostname}` })).toBe(appOrigins.production);
    },
  );
});
