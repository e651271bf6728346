// Requests under these prefixes are API calls: JSON answers (never the HTML 404 page), never
// cached, and their writes must come from our own pages.
const apiPrefixes = ['/api', '/__mock'];

/** Is `path` (decoded and normalised, see sitePathOf) an API or dev-route path? */
export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Is `path` (decoded and normalised, see sitePathOf) a developer route (/__mock)? */
export function isDevPath(path: string): boolean {
  return path === '/__mock' || path.startsWith('/__mock/');
}
