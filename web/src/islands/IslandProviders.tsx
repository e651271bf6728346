import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { cssVariablesResolver, theme } from '#common/theme/theme';

type Props = {
  children?: ReactNode;
  /** Browser only: called once the island has hydrated and its handlers are attached. */
  onHydrated?: () => void;
};

/**
 * What every island renders inside, on the server and in the browser alike, so the hydrated
 * markup matches. The page's own provider already wrote the CSS variables and global classes.
 */
export function IslandProviders({ children, onHydrated }: Props) {
  // A parent's effects run after its children's: the island's own are in place by then. A hook,
  // not an extra child, so the tree (and every useId inside) matches the server's.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
