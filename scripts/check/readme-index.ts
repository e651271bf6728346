// The README is the door: it links every folder's README, so a newcomer finds each room's rule
// from it. Run by `npm run check -- citations`.
import type { Finding } from './finding';

/** Each tracked folder README (not the root's) that README.md does not link to. */
export function checkReadmeIndex(readme: string, tracked: readonly string[]): Finding[] {
  const linked = new Set(
    [...readme.matchAll(/\]\(([^)\s#]+)\)/g)].map((match) => (match[1] ?? '').replace(/^\.\//, '')),
  );
  return tracked
    .filter((path) => path.endsWith('/README.md') && !linked.has(path))
    .map((path) => ({ file: 'README.md', line: 1, message: `does not link ${path}` }));
}
