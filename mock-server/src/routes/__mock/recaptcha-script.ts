import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const script = readFileSync(new URL('../../recaptcha/api.js', import.meta.url), 'utf8');

/**
 * GET /__mock/recaptcha/api.js: the reCAPTCHA v3 stand-in's script, which the site loads without
 * a real key; its grecaptcha.execute fetches a token (recaptcha-token.ts).
 */
export default async function recaptchaScript(app: FastifyInstance) {
  app.get('/__mock/recaptcha/api.js', (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').send(script);
  });
}
