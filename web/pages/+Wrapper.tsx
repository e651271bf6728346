import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import '../src/theme/mantine-styles';
import { cssVariablesResolver, theme } from '../src/theme/theme';

export function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      {children}
    </MantineProvider>
  );
}
