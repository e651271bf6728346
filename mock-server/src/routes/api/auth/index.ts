import type { FastifyInstance } from 'fastify';
import googleLoginUrl from './google-login-url';
import requestWhitelist from './request-whitelist';
import sendCode from './send-code';
import sendContact from './send-contact';
import verifyCode from './verify-code';

/** The five operations of openapi.yaml (docs/requirements.md §7). */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(googleLoginUrl);
  await app.register(sendCode);
  await app.register(verifyCode);
  await app.register(requestWhitelist);
  await app.register(sendContact);
}
