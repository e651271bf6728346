import { describe, expect, it } from 'vitest';
import { upstreamTarget } from '../../src/upstream/target';

describe('the path the upstream gets', () => {
  it.each([
    ['/api/auth/generate', '/api/auth/generate', ''],
    ['/%61pi/x', '/api/x', ''],
    [
      '/api/auth/oauth/google/loginUrl?redirect=%2Fapi_mcp_studio%2F',
      '/api/auth/oauth/google/loginUrl',
      '?redirect=%2Fapi_mcp_studio%2F',
    ],
    ['/api/a%20b/c:d@e', '/api/a%20b/c:d@e', ''],
    ['/api/%C3%A9t%c3%a9/', '/api/%C3%A9t%C3%A9/', ''],
  ])('%s is sent as %s', (url, path, query) => {
    expect(upstreamTarget(url)).toEqual({ path, query });
  });

  it.each([
    ['http://localhost:8080/api/auth/generate', 'it is not a path'],
    ['*', 'it is not a path'],
    ['/api/..%2fadmin', 'an encoded slash'],
    ['/api/a%5Cb', 'an encoded slash or a backslash'],
    ['/api/../admin', 'a dot segment'],
    ['/api/%2e%2e/admin', 'a dot segment'],
    ['/api//x', 'an empty segment'],
    ['//api/x', 'an empty segment'],
    ['/api/%00', 'a control character'],
    ['/api/%zz', 'a broken percent-escape'],
    ['/admin/x', 'not a path under /api/'],
    ['/api', 'not a path under /api/'],
  ])('%s is refused (%s)', (url, why) => {
    const built = upstreamTarget(url);
    expect(built).toEqual({ refused: expect.stringContaining(why) });
  });
});
