import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, loadEnv } from 'vite';
import { parseSiteEnv } from '#common/env-schema';
import { styleGroup } from './scripts/build/style-groups.ts';
// Every plugin of ours, Vite's and PostCSS's, is in one folder (its README lists them).
import { reactCompileHint } from './scripts/build/vite-plugins/compile-hint.ts';
import { labelChunkGroupsPlugin } from './scripts/build/vite-plugins/label-chunk-groups.ts';
import { moduleSizes } from './scripts/build/vite-plugins/module-sizes.ts';
import { sonnerSwipeThreshold } from './scripts/build/vite-plugins/sonner-swipe.ts';
import { systemColorSchemePlugin } from './scripts/build/vite-plugins/system-color-scheme.ts';

/**
 * The boot chunk every page loads: web/src/client/boot.ts and everything it imports statically
 * (the group's dependencies come with it: `includeDependenciesRecursively`). What the boot script
 * imports dynamically (the enhancer table's `*.enhance.ts`, the islands, the toasts) stays in its
 * own chunk. The rule, and where each part lives, is in web/src/client/README.md.
 */
function isBootModule(id: string): boolean {
  return /[\\/]web[\\/]src[\\/]client[\\/]boot\.ts$/.test(id);
}

/**
 * React, the scheduler and the island runtime (`web/src/islands`): the chunk every form page loads
 * for its islands. Not the server's side of them: `Island.tsx` and `IslandMarkup.tsx` render on
 * the server with `react-dom/server`, and all three reach the browser build only through the page
 * entries Vike builds and no page loads (grouped here, they put 59 KB gzip of server renderer on
 * every form page).
 */
function isIslandRuntime(id: string): boolean {
  if (
    /[\\/]react-dom[\\/](?:server|cjs[\\/]react-dom-server)|[\\/]islands[\\/]Island(?:Markup)?\.tsx$/.test(
      id,
    )
  ) {
    return false;
  }
  return /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]|[\\/]web[\\/]src[\\/]islands[\\/]|rolldown:runtime/.test(
    id,
  );
}

const mockServer = `http://localhost:${process.env.MOCK_PORT ?? 8081}`;

export default defineConfig(({ mode }) => {
  // Fail the build early, with a readable message, when the page-level configuration is invalid.
  parseSiteEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    root: 'web',
    envDir: '..',
    plugins: [
      vike(),
      react(),
      sonnerSwipeThreshold(),
      moduleSizes(),
      labelChunkGroupsPlugin(),
      reactCompileHint(),
    ],
    // One stylesheet out of Vite, the site's, cached across pages: split per component, a page
    // linked 20 to 25 files.
    build: {
      outDir: '../dist',
      emptyOutDir: true,
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // The boot script's own modules and the small helpers it shares with the islands, in one
          // chunk: split by sharing, they would be six files of 0.4 to 0.8 KB, six requests a
          // slow phone would make before it could paint. Islands and enhancers stay their own.
          // React with the island runtime in one chunk, and the CSS modules' class maps (a few
          // dozen bytes each) in another: split by sharing, most of a form page's first-load
          // files would be under 0.5 KB, each a request. check size holds every route to 12 files
          // (jsFilesBudget); docs/decisions/0044-react-in-the-browser.md has what each group costs.
          codeSplitting: {
            groups: [
              {
                name: 'boot',
                test: isBootModule,
                includeDependenciesRecursively: true,
                priority: 10,
              },
              {
                name: 'island-runtime',
                test: isIslandRuntime,
                priority: 5,
              },
              // The CSS modules' class maps: the islands' in one chunk, the enhancers' in another.
              // A name computed per module: debugName labels the group in Rolldown's timing
              // report (without it Rolldown warns that the group cannot be identified).
              { name: styleGroup, debugName: 'style-maps', priority: 1 },
            ],
          },
        },
      },
    },
    // Without JavaScript the theme follows the system: every rule keyed on the scheme attribute
    // gets a copy under prefers-color-scheme for a root without it
    // (scripts/build/vite-plugins/system-color-scheme.ts).
    css: { postcss: { plugins: [systemColorSchemePlugin()] } },
    server: {
      port: 3000,
      strictPort: true,
      // `npm run dev` starts the mock server beside Vite; the API and dev stand-ins come from it.
      proxy: {
        '/api': mockServer,
        '/__mock': mockServer,
        '/api_mcp_studio': mockServer,
        '/connect': mockServer,
      },
    },
    // Vite's own preview port: 8080 is the mock server's (`npm start`), 3000 the dev server's.
    preview: { port: 4173 },
  };
});
