import { type ReactNode, useEffect } from 'react';

type Props = {
  children?: ReactNode;
  /** Browser only: called once the island has hydrated and its handlers are attached. */
  onHydrated?: () => void;
};

/**
 * What every island renders inside, on the server and in the browser alike, so the hydrated
 * markup matches. No theme context: the islands' components read the theme from the CSS
 * variables the page's own provider wrote, so an island ships no Mantine.
 */
export function IslandProviders({ children, onHydrated }: Props) {
  // A parent's effects run after its children's: the island's own are in place by then. A hook,
  // not an extra child, so the tree (and every useId inside) matches the server's.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <>{children}</>;
}
