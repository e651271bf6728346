import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const script = readFileSync(new URL('../../recaptcha/api.js', import.meta.url), 'utf8');

// reCAPTCHA action names: letters, digits, slashes and underscores (Google's rule).
const tokenBody = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: { action: { type: 'string', pattern: '^[A-Za-z0-9/_]{1,100}$' } },
} as const;

/** The reCAPTCHA v3 stand-in: the script the site loads without a real key, and its tokens. */
export default async function recaptcha(app: FastifyInstance) {
  app.get('/__mock/recaptcha/api.js', (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').send(script);
  });

  app.post<{ Body: { action: string } }>(
    '/__mock/recaptcha/token',
    { schema: { body: tokenBody } },
    async (request) => ({ success: true, token: app.stores.recaptcha.issue(request.body.action) }),
  );
}
