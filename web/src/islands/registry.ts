import type { ComponentProps } from 'react';

// THE declaration of the site's islands (README.md): name → the import of its component. The
// browser loads an island by it (boot.ts → hydrate.ts); the server renders one from it
// (Island.tsx), typing a page's `<Island name props>`; each entry is its own chunk, so a page
// downloads only the islands it renders. scripts/bench/first-load.ts and
// scripts/build/style-groups.ts read its dynamic imports. Adding an island is one line here.
export const islands = {
  'sign-in': () => import('#web/features/auth/SignInCard.tsx').then((m) => m.SignInCard),
  'access-request': () =>
    import('#web/features/auth/AccessRequestForm.tsx').then((m) => m.AccessRequestForm),
  'contact-form': () => import('#web/features/contact/ContactForm.tsx').then((m) => m.ContactForm),
};
// No `satisfies Record<string, IslandLoader>` above: as a context it would type every loader as
// loading any component, and IslandProps would check nothing. boot.ts hands the table to
// hydrateIslands, which takes exactly that type.

export type IslandName = keyof typeof islands;

/** The props an island takes: its component's, checked where a page renders it. */
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islands)[N]>>
>;
