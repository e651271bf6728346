// The waitlists of the products that are not out yet (docs/requirements.md §2's Coming Soon pages):
// "Join the Waitlist" leads to /{product}/waitlist, a page about that product's waitlist that sends
// the whitelist request with `waitlist` set (openapi.yaml, requestWhitelist). The mock server reads
// the same ids and names from #common/access-requests (waitlists.test.ts checks they agree; built
// from the products here so the pages ship no second list).
import type { WaitlistId } from '#common/access-requests';
import { products } from './products';

export type Waitlist = {
  id: WaitlistId;
  /** The product's name, as the header's Products menu shows it. */
  name: string;
  /** The product's page. */
  productPath: string;
  /** This waitlist's page. */
  path: string;
  summary: string;
};

export const waitlists: readonly Waitlist[] = products
  .filter((product) => product.comingSoon)
  .map((product) => ({
    id: product.path.slice(1) as WaitlistId,
    name: product.name,
    productPath: product.path,
    path: `${product.path}/waitlist`,
    summary: product.summary,
  }));

export function findWaitlist(id: string): Waitlist | undefined {
  return waitlists.find((waitlist) => waitlist.id === id);
}

/** What the waitlist page says beside its form. */
export function waitlistPoints(waitlist: Waitlist): { title: string; text: string }[] {
  return [
    {
      title: 'One email when it opens',
      text: `We write once, when early access to ${waitlist.name} opens, in the order people joined. No newsletter.`,
    },
    {
      title: 'The same account',
      text: `${waitlist.name} will live in your Testbeam workspace: sign in as you do today, with a code or Google.`,
    },
    {
      title: 'Leave whenever you like',
      text: 'Reply to that email, or write to support, and we take your address off the list.',
    },
  ];
}
