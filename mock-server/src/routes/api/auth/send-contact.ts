import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ContactBody, SuccessBody } from '../../../contract/types';
import { routeOperation } from '../../../plugins/contract';
import { httpError } from '../../../util/http-error';

export const contactReceivedMessage = "We'll get back to you within 24 hours.";
export const recaptchaFailedMessage = 'reCAPTCHA verification failed. Please try again.';
/** The action the contact form asks its token for (docs/requirements.md §9). */
export const contactAction = 'submit';

/**
 * POST /api/auth/contactus: check the bot-check token, then keep the message; 503 when it cannot
 * be stored. The token is spent either way, like Google's: the form asks a new one per submit.
 */
export default async function sendContact(app: FastifyInstance) {
  routeOperation<{ Body: ContactBody }>(app, 'sendContact', {
    handler: async (request): Promise<SuccessBody> => {
      const { name, email, category, subject, message, recaptchaToken = '' } = request.body;
      if (!request.namespace.stores.recaptcha.consume(recaptchaToken, contactAction)) {
        throw httpError(403, recaptchaFailedMessage);
      }
      await request.namespace.stores.messages.add({
        id: randomUUID(),
        name,
        email,
        category,
        subject,
        message,
        receivedAt: new Date(app.now()).toISOString(),
      });
      return { success: true, message: contactReceivedMessage };
    },
  });
}
