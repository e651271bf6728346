import type { Plugin } from 'vite';

/**
 * In the browser the islands run on Preact through preact/compat (issue 28). They are written,
 * pre-rendered and unit tested with React; React DOM's client alone is 62.5 KB gzip, more than the
 * 55 KB a form page may load in all, where Preact with its compat layer and hooks is about 10.5.
 * Only the browser build is redirected: the server (Vike's pre-rendering) and the unit tests keep
 * React, so an island's markup is React's and Preact hydrates it. The end-to-end and engine suites
 * run the built site, so every behaviour test holds the Preact build.
 */
export const browserAliases: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

export function preactInBrowser(): Plugin {
  return {
    name: 'testbeam:preact-in-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = browserAliases[source];
      if (!target || this.environment.config.consumer !== 'client') return null;
      // Mantine renders on the server only; the islands no longer use it. Vike still builds a
      // client entry per page (never loaded: +config.ts, clientRouting false), and Mantine there
      // imports React 19 APIs compat lacks (Activity). It keeps React in those unused files.
      if (importer && /[\\/]node_modules[\\/]@mantine[\\/]/.test(importer)) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
