// Rewrites a pre-rendered page so that it paints from its HTML alone
// (scripts/build/critical-css.ts has the rules it inlines): the tags Vike and the build wrote are
// found through the parser (html-elements.ts) and edited in place, the rest of the page untouched.
import {
  CRITICAL_STYLE_ID,
  LOADER_ATTRIBUTES,
  type LoaderTarget,
} from '#web/client/loader/attributes.ts';
import {
  attributeValue,
  type Edit,
  hasRel,
  type SourceElement,
  sourceElements,
  sourceText,
  splice,
} from './html-elements';
import { pruneCustomProperties } from './critical-css';

/**
 * The loader's tag for a page: `script` (the bundled loader, scripts/build/inline-loader.ts), with
 * attributes naming what it loads (read by bench/first-load.ts too).
 */
export function loaderTag(
  { stylesheet, entry, modulePreloads }: LoaderTarget,
  script: string,
): string {
  const names = LOADER_ATTRIBUTES;
  return (
    `<script ${names.stylesheet}="${attributeValue(stylesheet)}" ${names.entry}="${attributeValue(entry)}"` +
    ` ${names.modulePreloads}="${attributeValue(modulePreloads.join(' '))}">${script}</script>`
  );
}

const isStylesheet = (el: SourceElement) =>
  el.name === 'link' && hasRel(el, 'stylesheet') && el.attributes.href !== undefined;

/** The page's first stylesheet link: the site's stylesheet. */
export function stylesheetLink(elements: SourceElement[]): SourceElement | undefined {
  return elements.find(isStylesheet);
}

/** The tags `deferRest` moves or removes. */
function deferrable(elements: SourceElement[]) {
  return {
    head: elements.find((el) => el.name === 'head' && el.endTagStart !== null),
    stylesheet: stylesheetLink(elements),
    // Vike's boot script: `<script src=… type="module" async></script>`.
    entry: elements.find(
      (el) =>
        el.name === 'script' &&
        el.attributes.src !== undefined &&
        el.attributes.type === 'module' &&
        el.attributes.async !== undefined,
    ),
    modulePreloads: elements.filter(
      (el) => el.name === 'link' && hasRel(el, 'modulepreload') && el.attributes.href !== undefined,
    ),
    fontPreloads: elements.filter(
      (el) => el.name === 'link' && hasRel(el, 'preload') && el.attributes.as === 'font',
    ),
    charset: elements.find((el) => el.name === 'meta' && el.attributes.charset !== undefined),
  };
}

const remove = (el: SourceElement): Edit => ({ start: el.start, end: el.end, text: '' });

/**
 * The page as it is served: the stylesheet's link gives way to the critical rules and a
 * <noscript> link for visitors without JavaScript; the boot script and its modulepreload hints
 * go to the loader (`loader`, the bundled script), added at the end of the head. The charset and
 * the font's preload move up to open the head: the encoding must be declared within the first
 * 1024 bytes, and the font is the first request the page makes after its HTML, so the first page
 * of a tab is drawn in Inter. The stylesheet's `@font-face` rules (`fontFaces`) open
 * the critical rules: Inter's and the metric-matched fallback's must be there at the first paint.
 */
export function deferRest(
  page: string,
  critical: string,
  fontFaces: string,
  { loader }: { loader: string },
): { html: string; deferred: LoaderTarget; rules: string } {
  const tags = deferrable(sourceElements(page));
  const { head, stylesheet, entry, charset } = tags;
  if (!stylesheet) throw new Error('no stylesheet link in the page');
  if (!entry) throw new Error('no boot script in the page');
  if (!head?.endTagStart) throw new Error('no <head>…</head> in the page');
  const deferred: LoaderTarget = {
    stylesheet: stylesheet.attributes.href ?? '',
    entry: entry.attributes.src ?? '',
    modulePreloads: tags.modulePreloads.map((el) => el.attributes.href ?? ''),
  };
  const moved = [...(charset ? [charset] : []), ...tags.fontPreloads];
  const unloaded: Edit[] = [
    {
      start: head.startTagEnd,
      end: head.startTagEnd,
      text: moved.map((el) => sourceText(page, el)).join(''),
    },
    ...[...moved, entry, ...tags.modulePreloads].map(remove),
  ];
  // The custom properties the page reads, its theme <style> included, once the tags are gone.
  const rules = `${fontFaces}${pruneCustomProperties(critical, splice(page, unloaded))}`;
  const html = splice(page, [
    ...unloaded,
    {
      start: stylesheet.start,
      end: stylesheet.end,
      text:
        `<style id="${CRITICAL_STYLE_ID}">${rules}</style>` +
        `<noscript><link rel="stylesheet" href="${attributeValue(deferred.stylesheet)}"></noscript>`,
    },
    { start: head.endTagStart, end: head.endTagStart, text: loaderTag(deferred, loader) },
  ]);
  return { html, deferred, rules };
}
