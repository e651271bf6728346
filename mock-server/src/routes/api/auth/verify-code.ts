import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { SuccessBody, VerifyCodeBody } from '../../../contract/types';
import { routeOperation } from '../../../plugins/contract';
import { httpError } from '../../../util/http-error';

export const signedInMessage = 'You are signed in.';

/** A forced 200 still signs in for real, so the app stand-in shows who it is (proxy mode too). */
export const signInOnForcedSuccess =
  (app: FastifyInstance): FastifyContextConfig['onPrefer'] =>
  async (request, reply, status) => {
    if (status !== 200) return;
    await app.sessions.start(request, reply, (request.body as VerifyCodeBody).email, 'code');
  };

/** POST /api/auth/validate: check the code; success signs in with the session cookie. */
export default async function verifyCode(app: FastifyInstance) {
  routeOperation<{ Body: VerifyCodeBody }>(app, 'verifyCode', {
    config: { onPrefer: signInOnForcedSuccess(app) },
    handler: async (request, reply): Promise<SuccessBody> => {
      const { email, code } = request.body;
      const result = request.namespace.stores.otp.verify(email, code);
      if (!result.ok) {
        if (result.reason !== 'locked') throw httpError(401, result.message);
        reply.header('retry-after', result.retryAfterSeconds);
        throw httpError(429, result.message);
      }
      try {
        await app.sessions.start(request, reply, email, 'code');
      } catch (error) {
        // Not signed in (the session could not be saved, a 503): the code still works on a retry.
        result.restore();
        throw error;
      }
      return { success: true, message: signedInMessage };
    },
  });
}
