// Shared by the server wrapper and the browser loader; kept apart so the loader stays React-free.
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on <html> once the boot script has hydrated the page's islands (boot.ts); the end-to-end
 * tests wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The `identifierPrefix` an island is rendered and hydrated with (Island.tsx, hydrate.ts): both
 * render it as a root of its own, so `useId` gives the same ids on the server and in the browser,
 * and two islands on one page never give the same.
 */
export const islandIdPrefix = (name: string) => `${name}-`;
