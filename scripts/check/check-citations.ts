// `npm run check -- citations`: no text in the repository may send a reader to a file or a section
// that is not in it. Fails with file:line for
// - a citation of SPEC.md, DECISIONS.md or STYLE.md, or of "SPEC" at all: the first two are now
//   docs/requirements.md and the records in docs/decisions/, and STYLE.md lives beside the
//   repository, not in it;
// - a repository path (web/…, mock-server/…, conformance/…, scripts/…, tests/…, common/…, docs/…,
//   ending in a file extension) in a code comment or anywhere in Markdown, YAML, JSON or
//   .env.example, that names
//   no tracked file; and a relative Markdown link to nothing;
// - a pointer into a Markdown file (a link's `#anchor`, a quoted heading, `§N`) that names no
//   heading of it (anchors.ts lists the forms it reads);
// - `npm run NAME` where package.json has no script NAME, or `npm run bench -- NAME` (`check`,
//   `gen`) where that runner has no NAME (npm-scripts.ts);
// - a folder map in docs/architecture.md that names a gone path or lacks a folder (folder-map.ts),
//   a folder README that README.md does not link (readme-index.ts), and a table row in README.md
//   or docs/*.md wider than 100 characters (table-width.ts).
// Globs and placeholders (`x/*.ts`, `{a,b}`, `X/X.tsx`, `<name>.ts`) and build outputs (dist/,
// anything git ignores) are not checked. `checkCitations` is pure; the bottom half reads the tree.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSections, headingsOf, type Headings } from './anchors';
import type { Finding, SourceFile } from './finding';
import { benches } from '../bench/index';
import { generators } from '../gen/index';
import { checkFolderMap, mapFile } from './folder-map';
import { outputChecks, sourceChecks } from './index';
import { checkNpmScripts, type NpmScripts } from './npm-scripts';
import { checkReadmeIndex } from './readme-index';
import { checkTableWidth, isGuide } from './table-width';

/** Whether a repository-relative path is a tracked file or a folder holding one. */
export type Exists = (path: string) => boolean;

/** The files the check reads: text the team writes, not generated or locked output. */
export function isChecked(path: string): boolean {
  if (path === '.env.example') return true;
  if (!/\.(ts|tsx|js|mjs|cjs|md|ya?ml|css|json|html)$/.test(path)) return false;
  if (path.endsWith('package-lock.json') || path.includes('/generated/')) return false;
  if (path.startsWith('docs/screenshots/') || path.includes('/fixtures/')) return false;
  // These name the missing files on purpose: the rules and their fixtures.
  return !/^scripts\/check\/check-citations(\.test)?\.ts$/.test(path);
}

const missingDocs: Record<string, string> = {
  'SPEC.md': 'cite docs/requirements.md',
  SPEC: 'cite docs/requirements.md',
  'DECISIONS.md': 'cite the record in docs/decisions/',
  'STYLE.md': 'it lives beside the repository; say the rule itself',
};
const missingDoc = /\b(?:SPEC|DECISIONS|STYLE)\.md\b|\bSPEC\b/g;

const roots = ['web', 'mock-server', 'conformance', 'scripts', 'tests', 'common', 'docs'];
/** A path from the repository root: a known top folder, then path characters or `{a,b}` groups. */
const repoPath = new RegExp(
  `(?<![\\w./@#~-])(?:${roots.join('|')})/(?:[\\w@+.$*\\[\\]/-]|\\{[^}\\s]*\\})+`,
  'g',
);
const buildOutputs =
  /(^|\/)(dist|node_modules|test-results|playwright-report|blob-report|bench-results|reports|\.mock-data)\//;

/** A glob, a placeholder (`X/X.tsx`, `x.enhance.ts`, `NAME.ts`, `<name>`, `...`), or no extension. */
function isPattern(path: string): boolean {
  if (/[*{}[\]$<>]|\.\.\./.test(path)) return true;
  if (!/\/[^/]*\.[A-Za-z0-9]+$/.test(path)) return true;
  return path.split('/').some((segment) => /^([A-Za-z]|NAME|name)(\.|$)/.test(segment));
}

/**
 * The text with everything but comments blanked (newlines kept, so lines and columns hold):
 * `//` and `/* *\/` in TS/JS, `/* *\/` in CSS. Strings, template literals and regular expression
 * literals are skipped, roughly: a quote never runs past the end of its line.
 */
export function commentsOf(text: string, css = false): string {
  let out = '';
  let state: 'code' | 'line' | 'block' | "'" | '"' | '`' | 'regex' = 'code';
  let inClass = false;
  let last = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    const next = text[i + 1];
    const keep = (kept: boolean) => (out += kept || c === '\n' ? c : ' ');
    if (state === 'code') {
      if (c === '/' && next === '*') {
        state = 'block';
        out += '  ';
        i++;
      } else if (!css && c === '/' && next === '/') {
        state = 'line';
        out += '  ';
        i++;
      } else if (c === "'" || c === '"' || (!css && c === '`')) {
        state = c;
        keep(false);
      } else if (!css && c === '/' && (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last))) {
        state = 'regex';
        inClass = false;
        keep(false);
      } else keep(false);
      if (!/\s/.test(c)) last = c;
      continue;
    }
    if (state === 'line') {
      if (c === '\n') state = 'code';
      keep(true);
    } else if (state === 'block') {
      if (c === '*' && next === '/') {
        state = 'code';
        out += '  ';
        i++;
        last = '/';
      } else keep(true);
    } else {
      if (c === '\\' && next !== '\n') {
        out += '  ';
        i++;
        continue;
      }
      if (state === 'regex') {
        if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if ((c === '/' && !inClass) || c === '\n') state = 'code';
      } else if (c === state || (c === '\n' && state !== '`')) state = 'code';
      if (state === 'code') last = c === '\n' ? ';' : 'a';
      keep(false);
    }
  }
  return out;
}

/** Where paths are read: comments in code, the whole text of anything else checked. */
function pathText(file: SourceFile): string {
  if (/\.(ts|tsx|js|mjs|cjs)$/.test(file.path)) return commentsOf(file.text);
  if (file.path.endsWith('.css')) return commentsOf(file.text, true);
  return file.text;
}

/** Relative Markdown links, `[text](target)` and `[label]: target`, with their offsets. */
function* markdownLinks(text: string): Generator<{ target: string; index: number }> {
  const link = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
  for (const match of text.matchAll(link)) {
    const target = (match[1] ?? match[2] ?? '').trim();
    if (!target || /^([a-z][\w+.-]*:|#|\/)/i.test(target)) continue;
    yield { target, index: match.index };
  }
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

export function checkCitations(
  files: readonly SourceFile[],
  exists: Exists,
  npm?: NpmScripts,
): Finding[] {
  const findings: Finding[] = [];
  const markdown = new Map(files.filter((f) => f.path.endsWith('.md')).map((f) => [f.path, f]));
  const headings = new Map<string, Headings>();
  const headingsAt = (path: string) => {
    const doc = markdown.get(path);
    if (doc && !headings.has(path)) headings.set(path, headingsOf(doc.text));
    return headings.get(path);
  };
  for (const file of files) {
    const add = (index: number, message: string) =>
      findings.push({ file: file.path, line: lineAt(file.text, index), message });

    for (const match of file.text.matchAll(missingDoc)) {
      add(
        match.index,
        `cites ${match[0]}, which is not in the repository: ${missingDocs[match[0]]}`,
      );
    }

    const readable = pathText(file);
    findings.push(...checkSections(file, readable, headingsAt));
    if (npm) findings.push(...checkNpmScripts(file, readable, npm));

    for (const match of readable.matchAll(repoPath)) {
      const path = match[0].replace(/[.]+$/, '');
      if (isPattern(path) || buildOutputs.test(path) || exists(path)) continue;
      add(match.index, `names ${path}, which is not in the repository`);
    }

    if (file.path.endsWith('.md')) {
      for (const { target, index } of markdownLinks(file.text)) {
        const bare = decodeURI(target.replace(/[#?].*$/, ''));
        if (!bare || /[*{}[\]$<>]|\.\.\./.test(bare)) continue;
        const path = posix.normalize(posix.join(posix.dirname(file.path), bare)).replace(/\/$/, '');
        if (buildOutputs.test(`${path}/`)) continue;
        if (path.startsWith('..')) add(index, `links to ${target}, outside the repository`);
        else if (!exists(path)) add(index, `links to ${target}, which is not in the repository`);
      }
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Every tracked file and every folder above one. */
export function existsIn(tracked: readonly string[]): Exists {
  const known = new Set<string>(['.']);
  for (const path of tracked) {
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i++) known.add(parts.slice(0, i).join('/'));
  }
  return (path) => known.has(path.replace(/\/$/, ''));
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const tracked = git('ls-files', '-z').split('\0').filter(Boolean);
  const files = tracked
    .filter(isChecked)
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  const tracks = existsIn(tracked);
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const namesOf = (steps: readonly { name: string }[]) =>
    new Set(['list', ...steps.map((step) => step.name)]);
  const npm: NpmScripts = {
    scripts: new Set(Object.keys(packageJson.scripts)),
    runners: {
      bench: namesOf(benches),
      check: namesOf([...sourceChecks, ...outputChecks]),
      gen: new Set(['list', ...Object.keys(generators)]),
    },
  };
  const ignored = new Map<string, boolean>();
  const isIgnored = (path: string) => {
    if (!ignored.has(path)) {
      try {
        git('check-ignore', '-q', '--no-index', path);
        ignored.set(path, true);
      } catch {
        ignored.set(path, false);
      }
    }
    return ignored.get(path) ?? false;
  };
  const findings = [
    ...checkCitations(files, (path) => tracks(path) || isIgnored(path), npm),
    ...checkFolderMap(readFileSync(join(root, mapFile), 'utf8'), tracked),
    ...checkReadmeIndex(readFileSync(join(root, 'README.md'), 'utf8'), tracked),
    ...files
      .filter(({ path }) => isGuide(path))
      .flatMap(({ path, text }) => checkTableWidth(path, text)),
  ];
  for (const { file, line, message } of findings) console.error(`${file}:${line}: ${message}`);
  if (findings.length > 0) {
    console.error(
      `check citations: ${findings.length} citation(s) of files, headings or npm scripts not in the repository, folder-map gaps, unlinked READMEs or wide table rows`,
    );
    process.exitCode = 1;
  } else {
    console.info(
      `check citations: ${files.length} files, every cited file and heading is in the repository, ${mapFile}'s folder map matches the tree`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
