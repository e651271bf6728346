import type { FastifyInstance } from 'fastify';
import { CODE_LIFETIME_MINUTES, OTP_LENGTH } from '#common/otp';
import type { SendCodeBody, SuccessBody } from '../../../contract/types';
import { otpMessages } from '../../../otp/otp-service';
import { signInEmail } from '../../../otp/sign-in-email';
import { routeOperation } from '../../../plugins/contract';
import { httpError } from '../../../util/http-error';

/** The same words for every address, so the answer cannot tell who has an account. */
export const codeSentMessage = `If this address can sign in, a ${OTP_LENGTH}-digit code is on its way. It expires in ${CODE_LIFETIME_MINUTES} minutes.`;

/** POST /api/auth/generate: issue a code and "email" it to the dev outbox. */
export default async function sendCode(app: FastifyInstance) {
  routeOperation<{ Body: SendCodeBody }>(app, 'sendCode', {
    handler: async (request, reply): Promise<SuccessBody> => {
      const { email } = request.body;
      const issued = request.namespace.stores.otp.issue(email);
      if (!issued.ok) {
        reply.header('retry-after', issued.retryAfterSeconds);
        throw httpError(429, otpMessages.cooldown(issued.retryAfterSeconds));
      }
      const sent = signInEmail(email, issued.code, new Date(app.now()));
      await request.namespace.stores.outbox.add(sent);
      // The console is the other half of the dev outbox: the code is right there in the log.
      request.log.info({ to: sent.to, code: sent.code }, `dev outbox: ${sent.subject}`);
      return { success: true, message: codeSentMessage };
    },
  });
}
