// How the build's files are served, as data: the content type of each extension and the caching
// rule of each kind of file. The mock server sends them (mock-server/src/site/site-files.ts) and
// the build writes the very same rules into the nginx server block
// (scripts/build/headers/nginx-site.ts), so the two cannot drift.

/** Text types: they get a charset and `Vary: Accept-Encoding`, and the build compresses them. */
export const textTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

export const binaryTypes: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};

/** Any other extension. */
export const DEFAULT_TYPE = 'application/octet-stream';

/** Where Vite writes files with a content hash in their names: a new build means a new URL. */
export const HASHED_ASSETS_DIR = '/assets/';

/** The three caching rules, by kind of file. */
export const cachePolicy = {
  /** Hashed assets: their name changes whenever their bytes do. */
  hashed: 'public, max-age=31536000, immutable',
  /** HTML keeps its URL across deploys, so a browser revalidates it (cheap with the ETag). */
  html: 'no-cache',
  /** Everything else (images, the feed, the sitemap): an hour. */
  other: 'public, max-age=3600',
} as const;

/** The caching rule of the file at a URL path (`/about/index.html`, `/assets/x-1a2b.js`). */
export function cacheControlOf(urlPath: string): string {
  if (urlPath.startsWith(HASHED_ASSETS_DIR)) return cachePolicy.hashed;
  if (urlPath.endsWith('.html')) return cachePolicy.html;
  return cachePolicy.other;
}

/**
 * Files of the build that configure a static host and are never served: Netlify and Cloudflare
 * Pages read `_headers` and `_redirects` and answer 404 for them, and so do the mock and nginx.
 */
export const hostConfigFiles: readonly string[] = ['/_headers', '/_redirects'];
