import { createHash } from 'node:crypto';

// A <script> with one of these types (or none) runs; any other type is a data block (Vike's
// `application/json` page context) that CSP does not govern. From the HTML standard's list.
const scriptTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const srcAttribute = /\bsrc\s*=/i;

/** The CSP source (`'sha256-…'`) of every inline script in an HTML document. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const match = typeAttribute.exec(attributes);
    const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
    if (!scriptTypes.has(type)) continue;
    sources.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/**
 * Hashes of the inline scripts of every page in the build (Mantine's colour-scheme script), for
 * `script-src`: computed from the bytes served (the mock server's copy of the build, the static
 * headers' read of dist/client), so a rebuild can never leave the CSP stale.
 */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const source of inlineScriptSources(html)) hashes.add(source);
  }
  return [...hashes].sort();
}
