// The waitlists of the products that are not out yet (docs/requirements.md §2's Coming Soon pages):
// the ids openapi.yaml allows for `waitlist` (requestWhitelist) and the products they are for,
// which the mock server's 409 names. The site's waitlist pages: web/src/content/waitlists.ts.
import type { components } from './api/schema';

export type WaitlistId = components['schemas']['Waitlist'];

/** Each waitlist's id (its product page's path without the slash) and its product's name. */
export const waitlistProducts = [
  { id: 'agentic-workflow', name: 'Agentic Workflow' },
  { id: 'micro-saas', name: 'Micro SaaS' },
] as const satisfies readonly { id: WaitlistId; name: string }[];

export const waitlistIds = waitlistProducts.map((waitlist) => waitlist.id) as [
  WaitlistId,
  ...WaitlistId[],
];

export function findWaitlistProduct(id: string): { id: WaitlistId; name: string } | undefined {
  return waitlistProducts.find((waitlist) => waitlist.id === id);
}

/** The 409 text for an address already on a waitlist (the whitelist keeps docs/requirements.md's own text). */
export const waitlistDuplicateMessage = (name: string): string =>
  `This email is already on the ${name} waitlist`;
