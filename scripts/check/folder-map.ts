// docs/architecture.md's folder map ("Where things live") must stay true to the tree: each path it
// names is tracked, and each folder a newcomer looks for is in it. The map goes two levels deep
// where the rooms have rooms of their own (`mapped` below) and no deeper, so a new component,
// a plugin file or a sub-folder of scripts/build/ changes nothing here, but a new or gone folder
// at the top, in web/, web/src/, mock-server/, conformance/, scripts/, tests/ or common/ fails the
// check.
// Run by `npm run check -- citations`.
import type { Finding } from './finding';

export const mapFile = 'docs/architecture.md';
const mapHeading = '## Where things live';

/** Folders whose first-level sub-folders the map must name ('' is the repository root). */
export const mapped = [
  '',
  'common',
  'web',
  'web/src',
  'mock-server',
  'conformance',
  'scripts',
  'tests',
];

export type MapEntry = { path: string; line: number };

/**
 * The map's entries: the first fenced block after its heading, one entry a line. An entry starts
 * at column 0 or, under the entry above it, at column 2; deeper lines continue a description.
 */
export function mapEntries(markdown: string): MapEntry[] {
  const lines = markdown.split('\n');
  const heading = lines.indexOf(mapHeading);
  if (heading < 0) return [];
  const open = lines.findIndex((line, i) => i > heading && line.startsWith('```'));
  const close = lines.findIndex((line, i) => i > open && line.startsWith('```'));
  if (open < 0 || close < 0) return [];
  const entries: MapEntry[] = [];
  let parent = '';
  for (let i = open + 1; i < close; i++) {
    const match = /^( {0,2})(\S+)(?: {2,}.*)?$/.exec(lines[i] ?? '');
    if (!match) continue;
    const [, indent, name] = match as unknown as [string, string, string];
    const path = indent === '' ? name : parent + name;
    if (indent === '') parent = name.endsWith('/') ? name : '';
    entries.push({ path: path.replace(/\/$/, ''), line: i + 1 });
  }
  return entries;
}

/** Every folder above a tracked file. */
function foldersOf(tracked: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of tracked) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return folders;
}

/** What the map names that is not in the tree, and what the tree holds that the map does not name. */
export function checkFolderMap(markdown: string, tracked: readonly string[]): Finding[] {
  const entries = mapEntries(markdown);
  if (entries.length === 0) {
    return [{ file: mapFile, line: 1, message: `has no fenced folder map under "${mapHeading}"` }];
  }
  const folders = foldersOf(tracked);
  const files = new Set(tracked);
  const findings: Finding[] = [];
  // A placeholder (`components/X/`, `*.md`) stands for many paths, not one.
  const isPattern = (path: string) => path.split('/').some((part) => /^[A-Z]$|[*{}<>]/.test(part));
  for (const { path, line } of entries) {
    if (!isPattern(path) && !folders.has(path) && !files.has(path)) {
      findings.push({
        file: mapFile,
        line,
        message: `the folder map names ${path}, which is gone`,
      });
    }
  }
  const named = (folder: string) =>
    entries.some(({ path }) => path === folder || path.startsWith(`${folder}/`));
  const last = entries.at(-1)?.line ?? 1;
  for (const folder of [...folders].sort()) {
    const parent = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';
    if (mapped.includes(parent) && !named(folder)) {
      findings.push({ file: mapFile, line: last, message: `the folder map lacks ${folder}/` });
    }
  }
  return findings;
}
