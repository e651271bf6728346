import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SuccessBody, WhitelistBody } from '../../../contract/types';
import { routeOperation } from '../../../plugins/contract';
import { httpError } from '../../../util/http-error';
import {
  findWaitlistProduct,
  waitlistDuplicateMessage,
  whitelistDuplicateMessage,
} from '#common/access-requests';

// docs/requirements.md §8's texts, which the site shows as they come.
export const whitelistReceivedMessage =
  'We have received your request, and our support team will get back to you at the earliest.';

/**
 * POST /api/auth/whitelist: record a pending request, once per address and list (the whitelist,
 * or a product's waitlist when `waitlist` is set). A request that cannot be stored answers 503 and
 * leaves nothing behind (see RecordStore), so sending it again is no 409.
 */
export default async function requestWhitelist(app: FastifyInstance) {
  routeOperation<{ Body: WhitelistBody }>(app, 'requestWhitelist', {
    handler: async (request): Promise<SuccessBody> => {
      // The site lower-cases too, but any client may call this.
      const email = request.body.email.trim().toLowerCase();
      const { waitlist } = request.body;
      const { whitelist } = request.namespace.stores;
      if (whitelist.find((entry) => entry.email === email && entry.waitlist === waitlist)) {
        const name = waitlist ? findWaitlistProduct(waitlist)?.name : undefined;
        throw httpError(409, name ? waitlistDuplicateMessage(name) : whitelistDuplicateMessage);
      }
      await whitelist.add({
        id: randomUUID(),
        email,
        status: 'pending',
        requestedAt: new Date(app.now()).toISOString(),
        ...(waitlist ? { waitlist } : {}),
      });
      return { success: true, message: whitelistReceivedMessage };
    },
  });
}
