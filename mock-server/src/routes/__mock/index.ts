import type { FastifyInstance } from 'fastify';
import inspect from './inspect';
import logout from './logout';
import oauthGoogle from './oauth-google';
import recaptcha from './recaptcha';
import reset from './reset';
import scenarios from './scenarios';

/** Every /__mock/* route; app.ts registers this only when MOCK_DEV_ROUTES is true. */
export default async function devRoutes(app: FastifyInstance) {
  await app.register(inspect);
  await app.register(reset);
  await app.register(logout);
  await app.register(oauthGoogle);
  await app.register(recaptcha);
  await app.register(scenarios);
}
