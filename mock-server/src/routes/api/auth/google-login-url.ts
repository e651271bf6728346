import type { FastifyInstance } from 'fastify';
import type { LoginUrlBody } from '../../../contract/types';
import { isAllowedRedirect, redirectNotAllowedMessage } from '../../../oauth/redirect-allow-list';
import { routeOperation } from '../../../plugins/contract';
import { httpError } from '../../../util/http-error';

export const loginUrlMessage = 'Google sign-in URL created.';
export const googleStandInPath = '/__mock/oauth/google';

/** GET /api/auth/oauth/google/loginUrl: the mock's Google stand-in page, for an allowed target. */
export default async function googleLoginUrl(app: FastifyInstance) {
  routeOperation<{ Querystring: { redirect: string } }>(app, 'getGoogleLoginUrl', {
    // `redirect` is the only query parameter: whatever the schema refuses, say it one way.
    schemaErrorFormatter: () => new Error(redirectNotAllowedMessage),
    handler: async (request): Promise<LoginUrlBody> => {
      const { redirect } = request.query;
      if (!isAllowedRedirect(redirect)) throw httpError(400, redirectNotAllowedMessage);
      // PUBLIC_ORIGIN (or the address the server listens on), never the request's Host.
      const url = new URL(googleStandInPath, app.publicOrigin());
      url.searchParams.set('redirect', redirect);
      return { success: true, message: loginUrlMessage, data: { url: url.href } };
    },
  });
}
