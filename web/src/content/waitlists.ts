// The waitlists of the products that are not out yet (SPEC.md section 2's Coming Soon pages):
// "Join the Waitlist" leads to /{product}/waitlist, a page about that product's waitlist that
// sends the whitelist request with `waitlist` set (openapi.yaml, requestWhitelist). The ids and
// names are #common/waitlists, which the mock server reads too; the words here are the site's.
import { type WaitlistId, waitlistProducts } from '#common/waitlists';
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

export const waitlists: readonly Waitlist[] = waitlistProducts.map(({ id, name }) => {
  const productPath = `/${id}`;
  return {
    id,
    name,
    productPath,
    path: `${productPath}/waitlist`,
    summary: products.find((product) => product.path === productPath)?.summary ?? '',
  };
});

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
