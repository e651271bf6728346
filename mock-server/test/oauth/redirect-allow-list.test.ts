import { describe, expect, it } from 'vitest';
import { isAllowedRedirect } from '../../src/oauth/redirect-allow-list';
import { allowedRedirects, hostileRedirects } from '../helpers/redirect-cases';

describe('isAllowedRedirect', () => {
  it('allows the studio and each of the 18 connector keys', () => {
    expect(allowedRedirects).toHaveLength(19);
    for (const path of allowedRedirects) expect(isAllowedRedirect(path), path).toBe(true);
  });

  it.each(hostileRedirects.map((path) => [JSON.stringify(path), path]))(
    'refuses %s',
    (_label, path) => {
      expect(isAllowedRedirect(path)).toBe(false);
    },
  );

  it.each([undefined, null, 42, ['/api_mcp_studio/'], { toString: () => '/api_mcp_studio/' }])(
    'refuses a non-string %j',
    (value) => {
      expect(isAllowedRedirect(value)).toBe(false);
    },
  );
});
