/** Sent by the developer console (/__mock/) on the reads it makes to fill its panels. */
export const consoleReadHeader = 'x-mock-console';

/** What the journal needs to know of a request to decide whether to keep it. */
export interface SkipInput {
  /** The route's path pattern (`/__mock/requests/:id`); undefined for an unrouted request. */
  route: string | undefined;
  method: string;
  url: string;
  headers: Record<string, unknown>;
}

/**
 * Not journaled: the journal's own routes and the records' (reading them would fill them), the
 * event stream and the agents' MCP endpoint (a console's or an agent's reads would bury the
 * requests they exist to show), the hashed build files under /assets/ and the console's under
 * /__mock/console/ (a page load fetches dozens; they never change and tell a developer
 * nothing), and the console's own reads of dev routes (`X-Mock-Console`).
 */
export function skipped({ route, method, url, headers }: SkipInput): boolean {
  if (route !== undefined && route.startsWith('/__mock/')) {
    if (route.startsWith('/__mock/requests') || route === '/__mock/events') return true;
    if (route === '/__mock/records' || route === '/__mock/mcp') return true;
    if (route.startsWith('/__mock/console/')) return true;
    // Only a dev route's GET: a header must never hide a page or an API call, nor a write.
    if (method === 'GET' && headers[consoleReadHeader] !== undefined) return true;
  }
  return url.startsWith('/assets/');
}
