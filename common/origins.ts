// Where the app lives (docs/decisions/0002-addresses.md): the site links to it, the mock server
// stands in for it locally.

export const appOrigins = {
  production: 'https://app.testbeam.dev',
  /** Where `npm start` serves the site and the mock server's app stand-in pages. */
  local: 'http://localhost:8080',
} as const;

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The app's base address, chosen by the hostname the site is served from. Locally that is the
 * mock server's own origin: the page's origin when the mock serves it (http://localhost:8080 by
 * default, any PORT works), or the Vite dev server that proxies the app stand-in paths to it.
 */
export function appBaseFor(location: Pick<Location, 'hostname' | 'origin'>): string {
  return LOCAL_HOSTNAMES.has(location.hostname) ? location.origin : appOrigins.production;
}
