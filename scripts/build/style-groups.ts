// Where a CSS module's class map goes in the browser build (vite.config.ts): the maps are a few
// dozen bytes each, and split by sharing they would be most of a form page's first-load files,
// each a request. The ones an island reaches go together into the chunk form pages load; the rest
// (read by the enhancers: carousel, gallery, agent grid, …) into another that only those load.

/** The part of Rolldown's ChunkingContext read here. */
export type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};

const CSS_MODULE = /\.module\.css(?:\?.*)?$/;
const ISLAND_REGISTRY = /[\\/]web[\\/]src[\\/]islands[\\/]registry\.tsx?$/;

/**
 * Whether `id` is loaded by an island: imported, directly or through other modules, by a module
 * that the island registry imports on demand.
 */
export function reachesIsland(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  if (info.dynamicImporters.some((importer) => ISLAND_REGISTRY.test(importer))) return true;
  return info.importers.some((importer) => reachesIsland(importer, graph, seen));
}

/**
 * The site's constants that islands and pages both read (the sign-in's OTP rules, which come from
 * the contract's behaviour): split by sharing they were a file of their own, 352 bytes, on every
 * form page.
 */
const SHARED_CONSTANTS =
  /[\\/](?:common[\\/]otp|common[\\/]api[\\/]behaviour|web[\\/]src[\\/]features[\\/]auth[\\/]constants)\.ts$/;

/**
 * A code-splitting group's name function: the chunk for a CSS module's class map (or one of the
 * shared constants an island reads), or none.
 */
export function styleGroup(id: string, graph: ModuleGraph): string | null {
  if (SHARED_CONSTANTS.test(id)) return reachesIsland(id, graph) ? 'island-styles' : null;
  if (!CSS_MODULE.test(id)) return null;
  return reachesIsland(id, graph) ? 'island-styles' : 'module-styles';
}
