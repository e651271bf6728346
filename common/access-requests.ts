// Requests for access (requestWhitelist in openapi.yaml): the whitelist itself and the waitlists of
// the products that are not out yet (docs/requirements.md §2's Coming Soon pages), with the ids the
// contract allows for `waitlist` and the duplicate texts both the form and the mock's 409 say.
// The site's waitlist pages: web/src/content/waitlists.ts.
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

/** An address already on the whitelist: the form's local check and the mock's 409 (docs/requirements.md §5). */
export const whitelistDuplicateMessage = 'This email is already in the whitelist';

/** The 409 text for an address already on a waitlist. */
export const waitlistDuplicateMessage = (name: string): string =>
  `This email is already on the ${name} waitlist`;
