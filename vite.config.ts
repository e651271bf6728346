import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, loadEnv } from 'vite';
import { parseSiteEnv } from './web/src/config/env-schema.ts';
import { sonnerSwipeThreshold } from './web/src/features/toast/sonner-swipe-plugin.ts';

const mockServer = `http://localhost:${process.env.MOCK_PORT ?? 8081}`;

export default defineConfig(({ mode }) => {
  // Fail the build early, with a readable message, when the page-level configuration is invalid.
  parseSiteEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    root: 'web',
    envDir: '..',
    plugins: [vike(), react(), sonnerSwipeThreshold()],
    build: { outDir: '../dist', emptyOutDir: true },
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
    preview: { port: 8080 },
  };
});
