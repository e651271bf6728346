import type { ComponentType } from 'react';
import { markReady } from '#web/client/early-input.ts';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandIdPrefix } from './attributes';

/** How the browser loads an island's component: the registry's entries (registry.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- islands take their own, differently typed props.
export type IslandLoader = () => Promise<ComponentType<any>>;

/**
 * Hydrates every island on the page with the registry's loaders (boot.ts hands in registry.ts's)
 * and says how many there were. React and each island's code load only when the page has one, and
 * hydration runs inside startTransition so it yields to the visitor's input.
 */
export async function hydrateIslands(
  root: ParentNode,
  registry: Record<string, IslandLoader>,
): Promise<number> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  if (elements.length === 0) return 0;
  const [{ hydrateRoot }, { createElement, startTransition }, { IslandProviders }] =
    await Promise.all([import('react-dom/client'), import('react'), import('./IslandProviders')]);

  await Promise.all(
    elements.map(async (element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
      const load = registry[name];
      if (!load) {
        console.error(`Unknown island "${name}": add it to web/src/islands/registry.ts`);
        return;
      }
      const Component = await load();
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
    }),
  );
  return elements.length;
}
