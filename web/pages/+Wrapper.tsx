import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import '../src/theme/mantine-styles';
import { cssVariablesResolver, theme } from '#common/theme/theme';
import { ThemeCssVariables } from '../src/theme/ThemeCssVariables';

export function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      // Written by ThemeCssVariables instead: the same variables, plus their copies for a visitor
      // without JavaScript, whose theme follows the system (theme/system-color-scheme.ts).
      withCssVariables={false}
    >
      <ThemeCssVariables theme={theme} resolver={cssVariablesResolver} />
      {children}
    </MantineProvider>
  );
}
