import type { ComponentType } from 'react';
import { IslandMarkup } from './IslandMarkup';
import { type IslandName, type IslandProps, islands } from './registry';

// The server renders each island from the registry the browser loads it by: every loader, awaited
// once when this module is first imported (pre-rendering, a test). Nothing else names a component.
// Server only (and the unit tests, which render pages in a DOM): the browser build, which bundles
// the pages it never loads, keeps neither the wait nor the registry's imports here; with them,
// Rolldown gave react, react-dom/client and IslandProviders a facade chunk each, three more files
// on every form page.
const components = (
  import.meta.env.SSR || import.meta.env.MODE === 'test'
    ? Object.fromEntries(
        await Promise.all(
          Object.entries(islands).map(async ([name, load]) => [name, await load()]),
        ),
      )
    : {}
) as Record<IslandName, ComponentType<never>>;

/**
 * A page's island, by its registry name: `<Island name="contact-form" props={{}} />`. The props
 * are its component's, typed through the registry, and cross to the browser as JSON.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const component = components[name] as ComponentType<IslandProps<N>>;
  return <IslandMarkup name={name} component={component} props={props} />;
}
