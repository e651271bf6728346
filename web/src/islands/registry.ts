import type { ComponentType } from 'react';

// island name → the browser-side import of its component. Each entry becomes its own chunk, so a
// page downloads only the islands it renders.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- islands take their own, differently typed props.
export type IslandLoader = () => Promise<ComponentType<any>>;

export const islands = {
  'sign-in': () => import('../features/auth/SignInCard').then((m) => m.SignInCard),
  'access-request': () =>
    import('../features/auth/AccessRequestForm').then((m) => m.AccessRequestForm),
  'contact-form': () => import('../features/contact/ContactForm').then((m) => m.ContactForm),
} satisfies Record<string, IslandLoader>;

export type IslandName = keyof typeof islands;
