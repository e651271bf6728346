import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './attributes';
import { type IslandLoader, islands } from './registry';

/**
 * Hydrates every island on the page and says how many there were. React and each island's code
 * load only when the page has one, and hydration runs inside startTransition so it yields to the
 * visitor's input.
 */
export async function hydrateIslands(
  root: ParentNode,
  registry: Record<string, IslandLoader> = islands,
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
      startTransition(() => {
        hydrateRoot(element, createElement(IslandProviders, null, createElement(Component, props)));
      });
    }),
  );
  return elements.length;
}
