import '@mantine/core/styles.css';
import '#common/theme/fonts.css';
import '#common/theme/global.css';
import './console.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '#common/theme/theme';
import { App } from './App';

const root = document.getElementById('root');
if (root) {
  // defaultColorScheme "auto": the stored choice (mantine-color-scheme-value, shared with the
  // site's toggle on the same origin), else the system's.
  createRoot(root).render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
      >
        <App />
      </MantineProvider>
    </StrictMode>,
  );
}
