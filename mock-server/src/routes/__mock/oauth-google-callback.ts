import type { FastifyInstance } from 'fastify';
import { isAllowedRedirect, redirectNotAllowedMessage } from '../../oauth/redirect-allow-list';
import { httpError } from '../../plugins/errors';
import { googleStandInPath } from '../api/auth/google-login-url';

export const callbackPath = `${googleStandInPath}/callback`;

/**
 * GET /__mock/oauth/google/callback, the Google sign-in stand-in's second half: signs the chosen
 * account in (method "google") and sends the browser on to the app path, checked again here.
 */
export default async function oauthGoogleCallback(app: FastifyInstance) {
  app.get<{ Querystring: { email: string; redirect: string } }>(
    callbackPath,
    {
      // Each call stores a session: without a limit, one client could evict everyone's.
      // It signs in: another site linking here must not sign the browser in (login CSRF).
      config: { rateLimit: app.rateLimitFor('googleCallback'), changesState: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['email', 'redirect'],
          // The contract's own email rules: the same addresses as the code sign-in accepts.
          properties: { email: app.contract.schema('Email'), redirect: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const { email, redirect } = request.query;
      if (!isAllowedRedirect(redirect)) throw httpError(400, redirectNotAllowedMessage);
      await app.sessions.start(request, reply, email, 'google');
      // A path, never an origin: the app stand-in lives on this same server.
      return reply.redirect(redirect, 302);
    },
  );
}
