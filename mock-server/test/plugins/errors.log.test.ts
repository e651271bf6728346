import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMock } from '../helpers/mock-app';

// What the error handler writes to the log: a refused request is the client's mistake and takes
// one line (method, path, status, reason); a 500 is ours and keeps its stack.

const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  app = await buildMock({}, { logger: { level: 'info', stream } });
  app.get('/api/test/crash', () => {
    throw new Error('a bug of ours');
  });
});
afterAll(async () => {
  await app?.close();
});

const errorLines = () =>
  lines.filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed');

describe('the log of an error', () => {
  it('says a malformed body in one line, with no stack', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/generate?utm=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    const [line, ...rest] = errorLines();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      msg: 'client error',
      method: 'POST',
      path: '/api/auth/generate',
      status: 400,
      reason: res.json<{ message: string }>().message,
    });
    expect(JSON.stringify(line)).not.toMatch(/stack|\bat .+:\d+:\d+/);
  });

  it('says a schema refusal the same way', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/__mock/outbox?to=' });
    expect(res.statusCode).toBe(400);
    expect(errorLines()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/__mock/outbox', status: 400 }),
    ]);
    expect(JSON.stringify(errorLines())).not.toContain('stack');
  });

  it('keeps the stack of a 500', async () => {
    lines.length = 0;
    expect((await app.inject('/api/test/crash')).statusCode).toBe(500);
    const [line] = errorLines();
    expect(line).toMatchObject({ msg: 'unhandled error', level: 50 });
    expect((line?.err as { stack?: string }).stack).toContain('a bug of ours');
  });
});
