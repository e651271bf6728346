import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { routeDevOperation } from '../../plugins/contract';

const script = readFileSync(new URL('../../recaptcha/api.js', import.meta.url), 'utf8');

/**
 * The reCAPTCHA v3 stand-in. GET /__mock/recaptcha/api.js: the script the site loads without a
 * real key; its grecaptcha.execute fetches a token from POST /__mock/recaptcha/token, which
 * issues one for the action, used once.
 */
export default async function recaptchaRoutes(app: FastifyInstance) {
  routeDevOperation(app, 'getRecaptchaScript', {
    handler: (_request, reply) => {
      reply.header('content-type', 'text/javascript; charset=utf-8').send(script);
    },
  });
  routeDevOperation<{ Body: { action: string } }>(app, 'issueRecaptchaToken', {
    handler: async (request) => ({
      success: true,
      token: request.namespace.stores.recaptcha.issue(request.body.action),
    }),
  });
}
