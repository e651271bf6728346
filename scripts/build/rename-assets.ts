// Renaming a built file whose content a build step changed, so that its hashed name still says
// what it holds: the site serves `/assets/` with a year-long immutable cache, and a browser that
// cached a file under its old name would keep the old content. Used by the font subset and by
// the critical-CSS step, which rewrites the stylesheet.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { clientDir } from '../tooling/paths';

/** The kinds of built file that can name another. */
const referencing = /\.(html|css|js|mjs|json|webmanifest|txt|xml)$/;

/** Vite's kind of content hash: 8 URL-safe characters. */
export const hashOf = (content: Uint8Array | string) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 8);

/**
 * Replaces each renamed file's name in every text file of the client build (`siteDir`) and in the
 * build's asset list beside it (dist/assets.json); returns the files changed.
 */
export async function rewriteReferences(
  renames: Map<string, string>,
  siteDir = clientDir,
): Promise<string[]> {
  if (renames.size === 0) return [];
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const texts = entries
    .filter((entry) => entry.isFile() && referencing.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const changed: string[] = [];
  for (const path of [...texts, join(siteDir, '..', 'assets.json')]) {
    if (!existsSync(path)) continue;
    const content = await readFile(path, 'utf8');
    let next = content;
    for (const [from, to] of renames) next = next.replaceAll(basename(from), basename(to));
    if (next !== content) {
      await writeFile(path, next);
      changed.push(path);
    }
  }
  return changed;
}
