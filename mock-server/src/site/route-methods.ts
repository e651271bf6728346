/**
 * The methods each known path answers, for a 405's `Allow` header: filled from Fastify's onRoute
 * hook (exact paths and `:param` segments; the static site's catch-all is left out, its files
 * answer GET and HEAD).
 */
export class RouteMethods {
  private readonly routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];

  add(url: string, methods: string | string[]): void {
    if (url.includes('*')) return;
    const source = url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const pattern = new RegExp(`^${source}$`);
    let route = this.routes.find((known) => known.pattern.source === pattern.source);
    if (!route) {
      route = { pattern, methods: new Set() };
      this.routes.push(route);
    }
    for (const method of [methods].flat()) route.methods.add(method.toUpperCase());
    if (route.methods.has('GET')) route.methods.add('HEAD');
  }

  /** Every method some route answers for `path`, sorted; empty when no route knows the path. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  }
}
