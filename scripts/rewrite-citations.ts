// One-shot codemod for issue 23: points every citation of the old, absent documents at the ones
// in docs/, so `npm run check:citations` can pass.
//   SPEC.md section 4 / SPEC section 4 / SPEC.md §4 / SPEC §4   -> docs/requirements.md §4
//   SPEC.md sections 2, 4 and 8                                 -> docs/requirements.md §2, §4 and §8
//   SPEC.md, SPEC's, "the SPEC messages", "in SPEC order"       -> docs/requirements.md, ...'s,
//                         "the messages docs/requirements.md gives", "in the order ... gives"
//   DECISIONS.md                                                -> docs/decisions.md
//   (STYLE.md 15)                                               -> dropped (it is not in the repository)
// Run: `node --import tsx scripts/rewrite-citations.ts [path-prefix...] [--skip prefix...]`: every
// tracked file `check:citations` reads (or those under the prefixes), then prettier on the ones
// it changed. Idempotent: a second run changes nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isChecked } from './check-citations';

export const REQUIREMENTS = 'docs/requirements.md';
export const DECISIONS = 'docs/decisions.md';

const number = String.raw`\d+(?:\.\d+)*`;
/** "sections 2, 4 and 8": a list only after the plural, so "section 2, 18 agents" stays one. */
const sections = new RegExp(
  String.raw`\bSPEC(?:\.md)?\s+(?:sections\s+(${number}(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)${number})*)|(?:section\s+|§\s*)(${number}))`,
  'g',
);

export function rewriteCitations(text: string): string {
  return (
    text
      .replace(sections, (_, list: string | undefined, one: string | undefined) => {
        const numbers = (list ?? one ?? '').replace(new RegExp(number, 'g'), (n) => `§${n}`);
        return `${REQUIREMENTS} ${numbers}`;
      })
      // "the SPEC messages" -> "the messages docs/requirements.md gives"
      .replace(/\bthe SPEC (?!section|§)(\w+)/g, `the $1 ${REQUIREMENTS} gives`)
      // "in SPEC order" -> "in the order docs/requirements.md gives" (no quote: strings hold it)
      .replace(/\b(in|with) SPEC (?!section|§)([a-z]\w*)/g, `$1 the $2 ${REQUIREMENTS} gives`)
      .replace(/\bSPEC(?:\.md)?\b/g, REQUIREMENTS)
      .replace(/\bDECISIONS\.md\b/g, DECISIONS)
      .replace(/\s*\(STYLE\.md[^)\n]*\)/g, '')
  );
}

function main(args: string[]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const skipAt = args.indexOf('--skip');
  const only = skipAt === -1 ? args : args.slice(0, skipAt);
  const skip = skipAt === -1 ? [] : args.slice(skipAt + 1);
  const under = (path: string, prefixes: string[]) => prefixes.some((p) => path.startsWith(p));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path && isChecked(path))
    .filter((path) => (only.length === 0 || under(path, only)) && !under(path, skip));
  const changed: string[] = [];
  for (const path of tracked) {
    const text = readFileSync(join(root, path), 'utf8');
    const next = rewriteCitations(text);
    if (next === text) continue;
    writeFileSync(join(root, path), next);
    changed.push(path);
  }
  console.info(`rewrite-citations: ${changed.length} file(s) changed`);
  for (const path of changed) console.info(`  ${path}`);
  if (changed.length === 0) return;
  try {
    execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed], {
      cwd: root,
      stdio: 'inherit',
    });
  } catch {
    console.error('rewrite-citations: prettier could not format the files above; read them');
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2));
}
