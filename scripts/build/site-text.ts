// Reads the text the site can draw from disk: the built pages' (dist/client/**/*.html, the 404
// page included) and the strings of the site's sources (what islands put on screen at run time).
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { htmlParser } from '../tooling/html-parser';
import { pageText, sourceStrings } from './font-subset';

async function filesUnder(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every built page's visible text, by its path relative to `clientDir`. */
export async function builtPageTexts(clientDir: string): Promise<{ page: string; text: string }[]> {
  const html = htmlParser();
  try {
    const pages = await filesUnder(clientDir, (name) => name.endsWith('.html'));
    return await Promise.all(
      pages.map(async (path) => ({
        page: relative(clientDir, path),
        text: pageText(html.parse(await readFile(path, 'utf8'))),
      })),
    );
  } finally {
    await html.close();
  }
}

/** The string literals and JSX text of every non-test .ts/.tsx file under `dirs`. */
export async function sourceTexts(dirs: string[]): Promise<string> {
  const parts: string[] = [];
  for (const dir of dirs) {
    const files = await filesUnder(
      dir,
      (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
    );
    for (const file of files) parts.push(sourceStrings(await readFile(file, 'utf8'), file));
  }
  return parts.join('\n');
}
