import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import '#web/theme/mantine-styles.ts';
import { cssVariablesResolver, theme } from '#common/theme/theme';

export function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      // Written into <head> by ThemeCssVariables instead (+Head.tsx): the same variables and global
      // classes, plus the variables' copies for a visitor without JavaScript, whose theme follows
      // the system (theme/system-color-scheme.ts). A <style> in <body> is invalid HTML (the W3C
      // checker would flag every page).
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
