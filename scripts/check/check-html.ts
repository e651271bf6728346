// npm run check -- html (in npm test, after the build): the W3C Nu HTML Checker on every
// pre-rendered page, the 404 page and the developer console, with no error allowed; and its CSS
// checker on our own stylesheets (web/, the console, common/), where only
// scripts/check/validate/css-exceptions.ts's rules, each with its reason, may be reported.
import { readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { clientDir, rootDir } from '../tooling/paths';
import { plainCss } from './validate/css-source';
import { cssExceptions, exceptionFor } from './validate/css-exceptions';
import { htmlExceptionFor, htmlExceptions } from './validate/html-exceptions';
import { runVnu } from './validate/vnu';

const walk = (dir: string, suffix: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(suffix) && !path.split('/').includes('node_modules'))
    .map((path) => join(dir, path));

const consolePage = join(rootDir, 'dist/console/index.html');
if (!existsSync(clientDir)) {
  console.error('check html: no build in dist/client: run npm run build first');
  process.exit(2);
}
const pages = [...walk(clientDir, '.html'), ...(existsSync(consolePage) ? [consolePage] : [])];
const used = new Set<number>();
const pageTexts = new Map<string, string>();
/**
 * A page's CSS error is in its inlined critical rules, a copy of rules the stylesheet
 * half below checks from their sources: the same exceptions allow it, matched against the text
 * around the checker's extract (the rules are minified onto one line).
 */
function allowedInPage(error: { url: string; message: string; extract?: string }): boolean {
  if (!error.message.startsWith('CSS: ') || !error.extract) return false;
  const path = new URL(error.url).pathname;
  const text = pageTexts.get(path) ?? readFileSync(path, 'utf8');
  pageTexts.set(path, text);
  const at = text.indexOf(error.extract);
  const source = at === -1 ? error.extract : text.slice(Math.max(0, at - 160), at + 160);
  const exception = exceptionFor({ message: error.message.slice('CSS: '.length), source });
  if (exception) used.add(cssExceptions.indexOf(exception));
  return exception !== undefined;
}
const usedHtml = new Set<number>();
/** A page's HTML error the checker does not know to be valid yet (validate/html-exceptions.ts). */
function allowedHtml(error: { message: string; extract?: string }): boolean {
  const exception = htmlExceptionFor(error);
  if (exception) usedHtml.add(htmlExceptions.indexOf(exception));
  return exception !== undefined;
}
const htmlErrors = (await runVnu(pages)).filter(
  (error) => !allowedInPage(error) && !allowedHtml(error),
);
for (const error of htmlErrors) {
  const file = relative(rootDir, new URL(error.url).pathname);
  console.error(`${file}:${error.lastLine ?? '?'}: ${error.message}`);
}

// Our stylesheets, CSS Modules syntax unwrapped, in a temp folder named after their paths.
const sheets = ['web', 'mock-server/console', 'common'].flatMap((dir) =>
  walk(join(rootDir, dir), '.css'),
);
const temp = mkdtempSync(join(tmpdir(), 'check-css-'));
const sources = new Map<string, { path: string; lines: string[] }>();
sheets.forEach((path, index) => {
  const plain = plainCss(readFileSync(path, 'utf8'));
  const copy = join(temp, `${index}.css`);
  writeFileSync(copy, plain);
  sources.set(copy, { path: relative(rootDir, path), lines: plain.split('\n') });
});
const cssErrors = await runVnu([...sources.keys()], { css: true }).finally(() =>
  rmSync(temp, { recursive: true, force: true }),
);
let cssFailures = 0;
for (const error of cssErrors) {
  const source = sources.get(new URL(error.url).pathname);
  const last = error.lastLine ?? 0;
  const from = Math.max(1, (error.firstLine ?? last) - 3);
  const context = source?.lines.slice(from - 1, last).join('\n') ?? '';
  const exception = exceptionFor({ message: error.message, source: context });
  if (exception) {
    used.add(cssExceptions.indexOf(exception));
    continue;
  }
  cssFailures += 1;
  console.error(`${source?.path ?? error.url}:${last}: ${error.message}`);
}
const stale = cssExceptions.filter((_exception, index) => !used.has(index));
for (const exception of stale) {
  console.error(`check html: the CSS exception ${exception.message} matched nothing: remove it`);
}
const staleHtml = htmlExceptions.filter((_exception, index) => !usedHtml.has(index));
for (const exception of staleHtml) {
  console.error(`check html: the HTML exception ${exception.message} matched nothing: remove it`);
}

console.info(
  `check html: ${pages.length} pages, ${htmlErrors.length} HTML errors (${htmlExceptions.length - staleHtml.length} exceptions in use); ${sheets.length} stylesheets, ${cssFailures} CSS errors (${cssErrors.length - cssFailures} allowed: ${cssExceptions.length - stale.length} exceptions in use)`,
);
process.exit(htmlErrors.length + cssFailures + stale.length + staleHtml.length > 0 ? 1 : 0);
