import { describe, expect, it, vi } from 'vitest';
import { buildMock, sendCode } from '../helpers/mock-app';

describe('MOCK_LATENCY_MS', () => {
  it('holds back every /api/* request by that many ms, and nothing else', async () => {
    const delay = vi.fn(async (_ms: number) => {});
    const app = await buildMock({ MOCK_LATENCY_MS: '750' }, { delay });
    await sendCode(app, 'ada@example.com');
    await app.inject('/api/auth/oauth/google/loginUrl');
    await app.inject('/api/unknown');
    expect(delay.mock.calls).toEqual([[750], [750], [750]]);
    await app.inject('/__mock/outbox');
    await app.inject('/api_mcp_studio/');
    expect(delay).toHaveBeenCalledTimes(3);
    await app.close();
  });

  it('answers only once the delay is over', async () => {
    let release = () => {};
    const delay = () => new Promise<void>((resolve) => (release = resolve));
    const app = await buildMock({ MOCK_LATENCY_MS: '200' }, { delay });
    let answered = false;
    const pending = sendCode(app, 'ada@example.com').then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    expect((await pending).statusCode).toBe(200);
    await app.close();
  });

  it('adds no delay by default', async () => {
    const delay = vi.fn(async () => {});
    const app = await buildMock({}, { delay });
    await sendCode(app, 'ada@example.com');
    expect(delay).not.toHaveBeenCalled();
    await app.close();
  });
});
