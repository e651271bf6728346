import { markReady } from '../client/early-input';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandIdPrefix } from './attributes';
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

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * The text a visitor typed into an island's fields before it hydrated: the DOM kept it, but the
 * island's state starts from the server's empty values. Read before and after hydration (React
 * may or may not reset a controlled field), against the value the server rendered.
 */
export function keepTypedText(root: Element): () => void {
  const fields = [...root.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => !['hidden', 'checkbox', 'radio', 'submit', 'button'].includes(field.type),
  );
  const before = new Map(fields.map((field) => [field, field.value]));
  return () => {
    for (const field of fields) {
      const typed = [field.value, before.get(field) ?? ''].find((v) => v !== field.defaultValue);
      if (typed === undefined || !field.isConnected) continue;
      // React tracks a field's value through the element's own setter and fires onChange only
      // when an input event brings a value different from the tracked one: clear the tracked
      // value, write the typed text past the tracker, then announce it.
      field.value = '';
      const proto = Object.getPrototypeOf(field) as TextField;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
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
      const restoreTypedText = keepTypedText(element);
      // Resolves once the island has committed: its handlers work, what the visitor typed is in
      // its state, and what they clicked or submitted before (early-input.ts) is replayed.
      await new Promise<void>((resolve) => {
        const onHydrated = () => {
          restoreTypedText();
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
