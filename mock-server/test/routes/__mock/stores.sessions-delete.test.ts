import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMock, signIn } from '../../helpers/mock-app';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildMock();
});
afterEach(() => app.close());

describe('DELETE /__mock/sessions/:id', () => {
  it('removes one session by its ref, which signs that browser out', async () => {
    const cookie = await signIn(app, 'ada@example.com');
    await signIn(app, 'grace@example.com');
    const page = () => app.inject({ url: '/api_mcp_studio/', cookies: { tb_session: cookie } });
    expect((await page()).body).toContain('ada@example.com');
    const [, ada] = (await app.inject('/__mock/sessions')).json() as { ref: string }[];
    const removed = await app.inject({ method: 'DELETE', url: `/__mock/sessions/${ada?.ref}` });
    expect(removed.json()).toEqual({ success: true, message: 'Removed.' });
    expect((await app.inject('/__mock/sessions')).json()).toHaveLength(1);
    expect((await page()).body).not.toContain('ada@example.com');
  });

  it('answers 404 in the error shape for an unknown ref', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/__mock/sessions/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: expect.stringContaining('"nope"') });
  });
});
