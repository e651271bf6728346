import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './attributes';
import { type IslandLoader, islands } from './registry';

/**
 * Put `data-island-when="visible"` on an island or any ancestor to hydrate it only when it nears
 * the viewport: a below-the-fold island then costs nothing on first load.
 */
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';

/** How far outside the viewport a deferred island starts loading, so it is ready on arrival. */
const VISIBLE_MARGIN = '300px 0px';

/** Calls `then` once the element nears the viewport (at once without IntersectionObserver). */
export function whenVisible(element: Element, then: () => void): void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
}

/** Schedules the deferred islands among `found` and returns the ones to hydrate now. */
function deferVisible(found: HTMLElement[], registry: Record<string, IslandLoader>) {
  const isDeferred = (element: HTMLElement) =>
    element.closest(`[${ISLAND_WHEN_ATTRIBUTE}="visible"]`) !== null;
  for (const element of found.filter(isDeferred)) {
    whenVisible(element, () => {
      void hydrateIslands(element, registry, [element]);
    });
  }
  return found.filter((element) => !isDeferred(element));
}

/**
 * Hydrates every island on the page and says how many there were. React and each island's code
 * load only when the page has one, and hydration runs inside startTransition so it yields to the
 * visitor's input. Deferred islands (ISLAND_WHEN_ATTRIBUTE) hydrate later and are not counted,
 * so a page whose only island is deferred downloads no React at start.
 */
export async function hydrateIslands(
  root: ParentNode,
  registry: Record<string, IslandLoader> = islands,
  /** These islands only, found already (a deferred island coming into view). */
  only?: HTMLElement[],
): Promise<number> {
  const found = only ?? [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const elements = only ?? deferVisible(found, registry);
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
