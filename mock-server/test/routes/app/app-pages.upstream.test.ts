// The app stand-in in proxy mode: a sign-in through MOCK_UPSTREAM leaves the upstream's session
// cookie, which this mock cannot look up, and the page says so instead of "Not signed in".

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMock } from '../../helpers/mock-app';

let app: FastifyInstance;
afterEach(() => app?.close());

const page = (cookie?: string) =>
  app.inject({ url: '/api_mcp_studio/', headers: cookie ? { cookie } : {} });

describe('the app stand-in in proxy mode', () => {
  it.each(['tb_session=abc', 'theme=dark; __Host-tb_session=abc'])(
    'with the upstream’s session cookie (%s): signed in through the upstream',
    async (cookie) => {
      app = await buildMock({ MOCK_UPSTREAM: 'http://127.0.0.1:9' });
      const res = await page(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Signed in through <strong>http://127.0.0.1:9</strong>');
      expect(res.body).not.toContain('Not signed in');
    },
  );

  it('without it, or with a cookie of another name: not signed in', async () => {
    app = await buildMock({ MOCK_UPSTREAM: 'http://127.0.0.1:9' });
    expect((await page()).body).toContain('Not signed in');
    expect((await page('my_tb_session=abc')).body).toContain('Not signed in');
  });

  it('in mock mode the same cookie is the mock’s own, unknown here: not signed in', async () => {
    app = await buildMock();
    expect((await page('tb_session=abc')).body).toContain('Not signed in');
  });
});
