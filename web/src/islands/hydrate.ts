import type { ComponentType } from 'react';
import { markReady } from '#web/client/early-input.ts';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandIdPrefix } from './attributes';

/** How the browser loads an island's component: the registry's entries (registry.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- islands take their own, differently typed props.
export type IslandLoader = () => Promise<ComponentType<any>>;

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
