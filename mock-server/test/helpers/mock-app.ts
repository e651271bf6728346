import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, build } from '../../src/app';
import { loadConfig } from '../../src/config';

/**
 * The mock with the environment `npm start` would read plus `env`: no site (the site's own tests
 * cover it) and, unless a test turns them on, no rate limits, so a flow can make many calls.
 */
export function buildMock(env: Record<string, string> = {}, options: BuildOptions = {}) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SERVE_SITE: 'false',
    RATE_LIMITS: 'off',
    ...env,
  });
  return build(config, { logger: false, ...options });
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  headers: InjectOptions['headers'] = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
}

export const sendCode = (app: FastifyInstance, email: string, headers?: InjectOptions['headers']) =>
  post(app, '/api/auth/generate', { email, recaptchaToken: '' }, headers);

export const verifyCode = (
  app: FastifyInstance,
  email: string,
  code: string,
  headers?: InjectOptions['headers'],
) => post(app, '/api/auth/validate', { email, code, recaptchaToken: '' }, headers);

/** The header that puts a request in namespace `name`. */
export const inNamespace = (name: string) => ({ 'x-mock-namespace': name });

/** The code of the newest email the dev outbox holds for `email`. */
export async function latestCode(
  app: FastifyInstance,
  email: string,
  headers?: InjectOptions['headers'],
): Promise<string> {
  const res = await app.inject({ url: `/__mock/outbox?to=${encodeURIComponent(email)}`, headers });
  const [newest] = res.json() as Array<{ code: string }>;
  if (!newest) throw new Error(`no email for ${email} in the outbox`);
  return newest.code;
}

/** Signs `email` in with a code from the outbox; the session cookie's value. */
export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  await sendCode(app, email);
  const res = await verifyCode(app, email, await latestCode(app, email));
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
  return res.cookies.find((cookie) => cookie.name === 'tb_session')?.value ?? '';
}

/** The `name=value` pair of a Set-Cookie header, to send back as a Cookie header. */
export function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error('no Set-Cookie in the answer');
  return first.split(';')[0] ?? '';
}

/** A stand-in reCAPTCHA token, the way the site's script gets one. */
export async function recaptchaToken(app: FastifyInstance, action = 'submit'): Promise<string> {
  const res = await post(app, '/__mock/recaptcha/token', { action });
  return (res.json() as { token: string }).token;
}
