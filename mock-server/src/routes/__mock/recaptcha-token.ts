import type { FastifyInstance } from 'fastify';

// reCAPTCHA action names: letters, digits, slashes and underscores (Google's rule).
const tokenBody = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: { action: { type: 'string', pattern: '^[A-Za-z0-9/_]{1,100}$' } },
} as const;

/** POST /__mock/recaptcha/token: a reCAPTCHA v3 stand-in token for the action, used once. */
export default async function recaptchaToken(app: FastifyInstance) {
  app.post<{ Body: { action: string } }>(
    '/__mock/recaptcha/token',
    { schema: { body: tokenBody } },
    async (request) => ({
      success: true,
      token: request.namespace.stores.recaptcha.issue(request.body.action),
    }),
  );
}
