import type { ComponentProps, ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { PENDING_ATTRIBUTE } from '#web/client/early-input.ts';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandIdPrefix } from './attributes';
import { IslandProviders } from './IslandProviders';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; its props are checked through C.
type AnyComponent = ComponentType<any>;

type Props<C extends AnyComponent> = { name: string; component: C; props: ComponentProps<C> };

/**
 * Server side of an island, for any component (the site's come from the registry through
 * `<Island>`; the tests hand in their own): its HTML now, plus what the browser needs to hydrate
 * it later. It is pending until hydrated: what the visitor does inside before then is kept and
 * replayed.
 *
 * The island is rendered as a root of its own, as the browser hydrates it (hydrate.ts), with the
 * same `identifierPrefix`: rendered as part of the page, `useId` would number its ids by their
 * place in the whole page's tree, and the browser's by their place in the island's.
 */
export function IslandMarkup<C extends AnyComponent>({
  name,
  component: Component,
  props,
}: Props<C>) {
  const html = renderToString(
    <IslandProviders>
      <Component {...props} />
    </IslandProviders>,
    { identifierPrefix: islandIdPrefix(name) },
  );
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [PENDING_ATTRIBUTE]: '',
      }}
      // The island's own markup, rendered just above: React's, escaped by React.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
