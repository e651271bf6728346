import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The mock server's developer console (/__mock/): its own small build, never a page of the site,
// so the site's route table, sitemap and static output never see it. The mock serves
// dist/console only while MOCK_DEV_ROUTES is on (mock-server/src/routes/__mock/console.ts).
export default defineConfig({
  root: import.meta.dirname,
  base: '/__mock/console/',
  plugins: [react()],
  build: {
    outDir: '../../dist/console',
    emptyOutDir: true,
    // Fonts and icons as files: the CSP allows `data:` images only, never `data:` fonts.
    assetsInlineLimit: 0,
  },
});
