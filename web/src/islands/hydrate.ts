import type { ComponentType } from 'react';
import { markReady } from '#web/client/early-input.ts';
import { yieldToMain } from '#web/client/yield-to-main.ts';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandIdPrefix } from './attributes';

/** How the browser loads an island's component: the registry's entries (registry.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- islands take their own, differently typed props.
export type IslandLoader = () => Promise<ComponentType<any>>;

/**
 * Hydrates every island on the page with the registry's loaders (boot.ts hands in registry.ts's)
 * and says how many there were. React and each island's code load only when the page has one.
 *
 * On a slow phone each step is a long task, so each gets a task of its own, with a yield to the
 * browser's input and paint between them: React's runtime evaluated; then island by island, in
 * the page's order, its code evaluated (its own modules: the form, zod), then `hydrateRoot`. The
 * render runs inside startTransition, in React's 5 ms slices, and yields to the visitor's input.
 * Their code is already on its way: the page's loader hints every chunk with the boot script.
 */
export async function hydrateIslands(
  root: ParentNode,
  registry: Record<string, IslandLoader>,
  pause: () => Promise<void> = yieldToMain,
): Promise<number> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  if (elements.length === 0) return 0;
  const [{ hydrateRoot }, { createElement, startTransition }, { IslandProviders }] =
    await Promise.all([import('react-dom/client'), import('react'), import('./IslandProviders')]);

  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const load = registry[name];
    if (!load) {
      console.error(`Unknown island "${name}": add it to web/src/islands/registry.ts`);
      continue;
    }
    await pause();
    const Component = await load();
    await pause();
    const props: object = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    // Resolves once the island has committed: its handlers work, and what the visitor clicked or
    // submitted before (early-input.ts) is replayed. Text typed before then needs nothing: the
    // islands' fields are uncontrolled, hydration leaves their values alone, and an action reads
    // them from the form's data.
    await new Promise<void>((resolve) => {
      const onHydrated = () => {
        markReady(element);
        resolve();
      };
      startTransition(() => {
        hydrateRoot(
          element,
          createElement(IslandProviders, { onHydrated }, createElement(Component, props)),
          { identifierPrefix: islandIdPrefix(name) },
        );
      });
    });
  }
  return elements.length;
}
