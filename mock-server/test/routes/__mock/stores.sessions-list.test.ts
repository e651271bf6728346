import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMock, signIn } from '../../helpers/mock-app';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildMock();
});
afterEach(() => app.close());

describe('GET /__mock/sessions', () => {
  it('lists sessions by a ref, never by the secret id the cookie carries', async () => {
    const cookie = await signIn(app, 'ada@example.com');
    const list = (await app.inject('/__mock/sessions')).json();
    expect(list).toEqual([
      {
        ref: expect.stringMatching(/^[\w-]{16}$/),
        email: 'ada@example.com',
        method: 'code',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(cookie);
  });
});
