// Lists the hand-written source files past 300 lines, longest first. A file that long is worth a
// look, to see whether it does more than one thing; but one that reads better whole stays whole,
// so this only prints, and exits 0. Content and data are long by nature, and generated files are
// nobody's to split: both are left out.
//
//   npm run check -- report-lines
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rootDir } from '../tooling/paths';

export const LOOK_PAST_LINES = 300;

/** Where the site's hand-written source lives: the rooms, CI and the root configs. */
const SOURCE =
  /^(?:(?:web|mock-server|conformance|common|scripts|tests)\/.*\.(?:tsx?|[cm]?js|css|sh)|\.ci\/.*|[^/]+\.(?:tsx?|[cm]?js))$/;

/** Content and data, and what a generator writes. */
const LEFT_OUT: readonly RegExp[] = [
  /^web\/src\/content\//, // typed content and copy: agents' words, products, legal, blog posts
  /^common\/api\/schema\.d\.ts$/, // generated from openapi.yaml by `npm run gen -- api`
];

export const isReported = (path: string) =>
  SOURCE.test(path) && !LEFT_OUT.some((rule) => rule.test(path));

/** Lines as an editor numbers them: a last line without its newline counts too. */
export const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The files git tracks, as paths from the root. */
export const trackedFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: rootDir, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);

/** Of `paths`, the looked-at ones past the line, with their lengths, longest first. */
export function longFiles(paths: readonly string[], read: (path: string) => string) {
  return paths
    .filter(isReported)
    .map((path) => ({ path, lines: lineCount(read(path)) }))
    .filter(({ lines }) => lines > LOOK_PAST_LINES)
    .sort((a, b) => b.lines - a.lines);
}

function main() {
  const long = longFiles(trackedFiles(), (path) => readFileSync(join(rootDir, path), 'utf8'));
  if (long.length === 0) {
    console.info(
      `check report-lines: no hand-written source file is past ${LOOK_PAST_LINES} lines`,
    );
    return;
  }
  console.info(`check report-lines: past ${LOOK_PAST_LINES} lines, worth a look (not a failure):`);
  for (const { path, lines } of long) console.info(`  ${String(lines).padStart(5)}  ${path}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
