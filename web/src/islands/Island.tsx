import type { ComponentProps, ComponentType } from 'react';
import { PENDING_ATTRIBUTE } from '../client/early-input';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './attributes';
import { IslandProviders } from './IslandProviders';
import type { IslandName } from './registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; its props are checked through C.
type AnyComponent = ComponentType<any>;

type Props<C extends AnyComponent> = {
  /** The registry key the browser loads this island by (registry.ts; registry.test.ts checks both agree). */
  name: IslandName;
  component: C;
  props: ComponentProps<C>;
};

/**
 * Server side of an island: its HTML now, plus what the browser needs to hydrate it later. It is
 * pending until hydrated: what the visitor does inside before then is kept and replayed.
 */
export function Island<C extends AnyComponent>({ name, component: Component, props }: Props<C>) {
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [PENDING_ATTRIBUTE]: '',
      }}
    >
      <IslandProviders>
        <Component {...props} />
      </IslandProviders>
    </div>
  );
}
