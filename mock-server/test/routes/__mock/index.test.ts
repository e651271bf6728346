import { afterEach, describe, expect, it } from 'vitest';
import { buildMock, sendCode } from '../../helpers/mock-app';

let close: () => Promise<void> = async () => {};
afterEach(() => close());

describe('MOCK_DEV_ROUTES', () => {
  it.each([
    ['GET', '/__mock/outbox'],
    ['GET', '/__mock/whitelist'],
    ['GET', '/__mock/messages'],
    ['POST', '/__mock/reset'],
    ['POST', '/__mock/logout'],
    ['GET', '/__mock/oauth/google'],
    ['GET', '/__mock/recaptcha/api.js'],
    ['POST', '/__mock/recaptcha/token'],
    ['GET', '/__mock/sessions'],
    ['DELETE', '/__mock/whitelist/x'],
  ] as const)('false: %s %s is a JSON 404', async (method, url) => {
    const app = await buildMock({ MOCK_DEV_ROUTES: 'false' });
    close = () => app.close();
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: `Not found: ${method} ${url}` });
  });

  it('false: the API and the app stand-in still answer, with no sign-out button', async () => {
    const app = await buildMock({ MOCK_DEV_ROUTES: 'false' });
    close = () => app.close();
    expect((await sendCode(app, 'ada@example.com')).statusCode).toBe(200);
    const page = await app.inject('/api_mcp_studio/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/__mock/logout');
  });

  it('true by default', async () => {
    const app = await buildMock();
    close = () => app.close();
    expect((await app.inject('/__mock/outbox')).statusCode).toBe(200);
  });
});
