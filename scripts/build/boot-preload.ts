// The boot script (web/pages/+client.ts) is a module with static imports that Rollup splits into
// shared chunks. Left to itself the browser finds them only once the boot script has arrived and
// been parsed, and a second level only after that: two extra round trips on a phone before the
// header's menu works. Vike injects the script without `modulepreload` hints for its imports, so
// the build adds them to every page's <head>: the whole boot graph is requested at once, alongside
// the stylesheet. Only the static closure: islands (React and the rest) stay on demand.

import { type Manifest, staticClosure } from '../bench/first-load';
import { attributeValue, hasRel, sourceElements, splice } from './html-elements';

/** Manifest key of the boot script, relative to Vite's root (`web/`). */
export const BOOT_ENTRY = 'pages/+client.ts';

/**
 * The files the boot entry imports statically, directly or through each other: the same closure
 * the size budget counts as every page's first-load JavaScript (`bench/first-load.ts`).
 */
export function bootPreloads(
  manifest: Manifest,
  read: (file: string) => string,
  entry = BOOT_ENTRY,
): string[] {
  const boot = manifest[entry]?.file;
  if (!boot) throw new Error(`The build manifest has no ${entry}: did the boot entry move?`);
  return staticClosure({ read }, [boot]).filter((file) => file !== boot);
}

/**
 * Adds a `<link rel="modulepreload">` for each file before `</head>`, once: a file already hinted
 * is left alone, so running the step twice changes nothing.
 */
export function withPreloads(html: string, files: string[]): string {
  const elements = sourceElements(html);
  const head = elements.find((el) => el.name === 'head')?.endTagStart;
  if (head === undefined || head === null) throw new Error('A page without </head>');
  const hinted = new Set(
    elements
      .filter((el) => el.name === 'link' && hasRel(el, 'modulepreload'))
      .map((el) => el.attributes.href),
  );
  const links = files
    .map((file) => `/${file}`)
    .filter((href) => !hinted.has(href))
    .map((href) => `<link rel="modulepreload" href="${attributeValue(href)}">`);
  return links.length === 0
    ? html
    : splice(html, [{ start: head, end: head, text: links.join('') }]);
}
