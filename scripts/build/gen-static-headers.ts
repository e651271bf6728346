// Writes dist/client/_headers and dist/nginx/security-headers.conf from the very headers the mock
// server sends for this build: the CSP hashes the build's own inline scripts, and allows Google's
// hosts only when the build's env configures analytics or reCAPTCHA. Also dist/client/_redirects,
// the marketplace's category rewrites, and dist/nginx/site.conf, the complete nginx server block
// made of the same records (settings: NGINX_ROOT, NGINX_LISTEN, NGINX_SERVER_NAME, NGINX_BROTLI,
// API_ORIGIN; docs/deploy.md). Run by `npm run build`.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSiteEnv } from '#common/env-schema';
import { inlineScriptHashes } from '#common/inline-scripts';
import { securityHeaderRecord } from '#common/security-headers';
import { renderApiProxyRedirect, renderCategoryRedirects } from './headers/category-redirects';
import { nginxBuildSettings, renderNginxSite } from './headers/nginx-site';
import { renderHeadersFile, renderNginxSnippet } from './headers/static-headers';
import { clientDir, rootDir } from '../tooling/paths';

// Read first: a bad setting stops the build before anything is written.
const nginx = nginxBuildSettings(process.env);
const site = parseSiteEnv({
  VITE_GA_MEASUREMENT_ID: process.env.VITE_GA_MEASUREMENT_ID,
  VITE_RECAPTCHA_SITE_KEY: process.env.VITE_RECAPTCHA_SITE_KEY,
});
// Every page of the build, as the mock server reads them (it hashes the same files it serves).
const pagePaths = (await readdir(clientDir, { recursive: true })).filter((path) =>
  path.endsWith('.html'),
);
const pages = await Promise.all(pagePaths.map((path) => readFile(join(clientDir, path), 'utf8')));
const headers = securityHeaderRecord({
  scriptHashes: inlineScriptHashes(pages),
  analytics: site.analyticsId !== null,
  recaptcha: site.recaptchaSiteKey !== null,
});

const nginxDir = join(rootDir, 'dist', 'nginx');
await mkdir(nginxDir, { recursive: true });
await writeFile(join(clientDir, '_headers'), renderHeadersFile(headers));
await writeFile(join(nginxDir, 'security-headers.conf'), renderNginxSnippet(headers));
// The marketplace's `?category=` rewrites, for hosts that match queries (Netlify), and the API's proxy.
await writeFile(
  join(clientDir, '_redirects'),
  renderCategoryRedirects() + renderApiProxyRedirect(nginx.apiOrigin),
);
await writeFile(join(nginxDir, 'site.conf'), renderNginxSite({ headers, ...nginx }));
console.info(
  `gen-static-headers: ${Object.keys(headers).length} headers in dist/client/_headers and dist/nginx/security-headers.conf; category rewrites in dist/client/_redirects; the nginx server block in dist/nginx/site.conf (root ${nginx.root}, /api/ ${nginx.apiOrigin ?? 'answers 502: API_ORIGIN unset'})`,
);
