// The layout-integrity rules of layout.spec.ts. The browser only measures (`measureLayout`, which
// Playwright serialises into the page, so it must not use anything outside its own body); the
// judging is done here in plain functions, unit-tested beside it in layout-checks.test.ts.

export const layoutWidths = [320, 375, 768, 1280, 1920] as const;
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** Mantine's storage key, as web/src/components/ThemeToggle/theme-toggle.enhance.ts writes it. */
export { COLOR_SCHEME_KEY } from '../../web/src/components/ThemeToggle/theme-toggle.enhance';

/** The site's web font: the family its @font-face rules declare. */
export const WEB_FONT = 'Inter Variable';

/** A grid's opt-out: it ends with a short last row on purpose. */
export const ALLOW_PARTIAL_ATTRIBUTE = 'data-layout-allow-partial';

/** What the shared page container carries: Mantine's Container or our own attribute. */
export const CONTAINER_SELECTOR = '.mantine-Container-root, [data-container]';

/** An element as a report names it: a CSS-ish path and the start of its text. */
export type Named = { selector: string; text: string };
export type Box = Named & { left: number; width: number };
export type VerticalSpan = { top: number; bottom: number };

export type Measurements = {
  viewportWidth: number;
  scrollWidth: number;
  /** Outermost visible elements reaching past either edge of the viewport, outside scrollers. */
  overflowing: (Named & { left: number; right: number })[];
  /** Links, buttons and summaries (or their text) whose content is wider than their box. */
  clipped: (Named & { scrollWidth: number; clientWidth: number })[];
  /** Visible grids of three or more items that did not opt out, with their items' boxes. */
  grids: (Named & { items: VerticalSpan[] })[];
  /** Outermost visible containers (header, bands, footer), in document order. */
  containers: Box[];
  logo: Box | null;
  /** The first of main's h1 and breadcrumbs, and whether its text is centred. */
  firstBlock: (Box & { centred: boolean }) | null;
  font: { check: boolean; bodyFamily: string; loadedFace: boolean };
};

export type Where = { route: string; width: number; theme: ColorScheme };

/** Items per row, top to bottom: items whose vertical spans overlap share a row. */
export function rowSizes(items: VerticalSpan[]): number[] {
  const sorted = [...items].sort((a, b) => a.top - b.top);
  const rows: number[] = [];
  let rowBottom = -Infinity;
  for (const item of sorted) {
    // 1 px of slack: sub-pixel boxes in one row can touch the next row's top.
    if (rows.length === 0 || item.top >= rowBottom - 1) {
      rows.push(1);
      rowBottom = item.bottom;
    } else {
      rows[rows.length - 1] = (rows.at(-1) ?? 0) + 1;
      rowBottom = Math.max(rowBottom, item.bottom);
    }
  }
  return rows;
}

/** The short last row of a multi-column grid (fewer than half its columns), or null. */
export function partialLastRow(rows: number[]): { columns: number; last: number } | null {
  const columns = Math.max(0, ...rows);
  const last = rows.at(-1) ?? 0;
  if (rows.length < 2 || columns < 2 || last >= columns / 2) return null;
  return { columns, last };
}

/** Containers whose left edge or width differ from the first one's by more than `tolerance`. */
export function misalignedContainers(containers: Box[], tolerance = 1): Box[] {
  const [reference] = containers;
  if (!reference) return [];
  return containers.filter(
    (box) =>
      Math.abs(box.left - reference.left) > tolerance ||
      Math.abs(box.width - reference.width) > tolerance,
  );
}

/** Whether the computed font-family list starts with `family` (quoted or not). */
export function startsWithFamily(fontFamily: string, family: string): boolean {
  const first = fontFamily
    .split(',')[0]
    ?.trim()
    .replace(/^["']|["']$/g, '');
  return first === family;
}

const px = (value: number) => `${Math.round(value * 10) / 10}px`;
const name = (element: Named) =>
  element.text ? `${element.selector} “${element.text}”` : element.selector;

/** Every rule the measurements break, each a line naming route, width, theme and element. */
export function layoutViolations(m: Measurements, where: Where): string[] {
  const at = `${where.route} @ ${where.width}px ${where.theme}:`;
  const found: string[] = [];
  if (m.scrollWidth > m.viewportWidth) {
    found.push(
      `${at} overflow: the document scrolls sideways (${m.scrollWidth} > ${m.viewportWidth})`,
    );
  }
  for (const element of m.overflowing) {
    found.push(
      `${at} overflow: ${name(element)} spans ${px(element.left)} to ${px(element.right)} of ${m.viewportWidth}px`,
    );
  }
  for (const element of m.clipped) {
    found.push(
      `${at} clipped text: ${name(element)} needs ${element.scrollWidth}px, has ${element.clientWidth}px`,
    );
  }
  for (const grid of m.grids) {
    const short = partialLastRow(rowSizes(grid.items));
    if (short) {
      found.push(
        `${at} partial grid: ${grid.selector} ends with ${short.last} of ${short.columns} columns (rows ${rowSizes(grid.items).join('+')})`,
      );
    }
  }
  const [reference] = m.containers;
  for (const box of misalignedContainers(m.containers)) {
    found.push(
      `${at} container: ${box.selector} at x ${px(box.left)} width ${px(box.width)}, ${reference?.selector} at x ${px(reference?.left ?? 0)} width ${px(reference?.width ?? 0)}`,
    );
  }
  if (m.logo && m.firstBlock && !m.firstBlock.centred) {
    if (Math.abs(m.logo.left - m.firstBlock.left) > 1) {
      found.push(
        `${at} alignment: the logo starts at x ${px(m.logo.left)}, ${name(m.firstBlock)} at x ${px(m.firstBlock.left)}`,
      );
    }
  }
  return found;
}

/** The web-font rule, once per page load (the font does not change with the width). */
export function fontViolations(m: Measurements, where: Omit<Where, 'width'>): string[] {
  const at = `${where.route} @ every width ${where.theme}:`;
  const found: string[] = [];
  if (!m.font.check) found.push(`${at} font: document.fonts.check('16px "${WEB_FONT}"') is false`);
  if (!startsWithFamily(m.font.bodyFamily, WEB_FONT)) {
    found.push(`${at} font: body's font-family is ${m.font.bodyFamily}`);
  }
  if (!m.font.loadedFace) found.push(`${at} font: no loaded ${WEB_FONT} face in document.fonts`);
  return found;
}

/**
 * Runs in the page (page.evaluate): measures what layoutViolations judges. Self-contained on
 * purpose; the constants above are passed in because Playwright sends only this function's text.
 */
export async function measureLayout(options: {
  containerSelector: string;
  allowPartialAttribute: string;
  webFont: string;
}): Promise<Measurements> {
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;

  const describe = (element: Element): Named => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body;) {
      let part = node.tagName.toLowerCase();
      if (node.id) {
        parts.unshift(`${part}#${node.id}`);
        break;
      }
      // Mantine's hashed m_xxxx classes say nothing to a reader; its mantine-* names do.
      const classes = [...node.classList].filter((c) => !/^m_[0-9a-f]+$/.test(c)).slice(0, 2);
      if (classes.length > 0) part += `.${classes.join('.')}`;
      parts.unshift(part);
      if (parts.length === 4) break;
      node = node.parentElement;
    }
    const label = element.getAttribute('aria-label') ?? '';
    const shownText = element instanceof HTMLElement ? element.innerText : element.textContent;
    const text = (shownText ?? '').replace(/\s+/g, ' ').trim() || label;
    return { selector: parts.join(' > '), text: text.length > 48 ? `${text.slice(0, 47)}…` : text };
  };

  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (rect.width > 0 || rect.height > 0) && getComputedStyle(element).visibility !== 'hidden';
  };

  // Visually hidden (sr-only, Mantine's VisuallyHidden, clip tricks): on purpose, never a fault.
  const visuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node && node !== document.body;) {
      const style = getComputedStyle(node);
      if (
        node.matches('.sr-only, .mantine-VisuallyHidden-root') ||
        (style.clip !== 'auto' && style.clip !== '') ||
        style.clipPath.startsWith('inset(50%')
      ) {
        return true;
      }
      node = node.parentElement;
    }
    return false;
  };

  // A deliberate horizontal scroller (or a box cropping on purpose) between the element and
  // <body>; <html> and <body> themselves do not count: hiding overflow there hides the fault.
  const insideScroller = (element: Element) => {
    for (let node = element.parentElement; node && node !== document.body;) {
      if (/^(auto|scroll|hidden|clip)$/.test(getComputedStyle(node).overflowX)) return true;
      node = node.parentElement;
    }
    return false;
  };

  const all = [...document.body.querySelectorAll('*')].filter(
    (element) => !(element instanceof SVGElement) || element instanceof SVGSVGElement,
  );

  const overflowSet = new Set<Element>();
  for (const element of all) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    if (rect.right <= viewportWidth + 1 && rect.left >= -1) continue;
    if (!shown(element) || insideScroller(element) || visuallyHidden(element)) continue;
    overflowSet.add(element);
  }
  const overflowing = [...overflowSet]
    .filter((element) => !element.parentElement || !overflowSet.has(element.parentElement))
    .map((element) => {
      const rect = element.getBoundingClientRect();
      return { ...describe(element), left: rect.left, right: rect.right };
    });

  const hasOwnText = (element: Element) =>
    [...element.childNodes].some(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
    );
  const clipped: Measurements['clipped'] = [];
  for (const control of document.querySelectorAll('a, button, [role="button"], summary')) {
    if (!shown(control) || visuallyHidden(control)) continue;
    // Inline boxes report 0 for both widths: only boxes that can clip are ever compared.
    const candidates = [control, ...[...control.querySelectorAll('*')].filter(hasOwnText)];
    const offender = candidates.find(
      // A visually hidden part of a label (" agents" after a count) is clipped on purpose.
      (element) =>
        shown(element) && !visuallyHidden(element) && element.scrollWidth > element.clientWidth + 1,
    );
    if (offender) {
      clipped.push({
        ...describe(control),
        scrollWidth: offender.scrollWidth,
        clientWidth: offender.clientWidth,
      });
    }
  }

  const grids: Measurements['grids'] = [];
  for (const element of all) {
    const display = getComputedStyle(element).display;
    if (!/(^|\s)(inline-)?grid$/.test(display) || !shown(element)) continue;
    if (element.closest(`[${options.allowPartialAttribute}]`)) continue;
    const items = [...element.children]
      .filter((child) => {
        const position = getComputedStyle(child).position;
        return shown(child) && position !== 'absolute' && position !== 'fixed';
      })
      .map((child) => {
        const rect = child.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom };
      });
    if (items.length >= 3) grids.push({ ...describe(element), items });
  }

  const box = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    return { ...describe(element), left: rect.left, width: rect.width };
  };

  const containers = [...document.querySelectorAll(options.containerSelector)]
    .filter(
      (element) =>
        shown(element) &&
        !element.parentElement?.closest(options.containerSelector) &&
        !element.closest('[popover], dialog'),
    )
    .map(box);

  const logoLink = document.querySelector('header a[href="/"]');
  const block = document.querySelector('main h1, main nav[aria-label="Breadcrumb"]');

  await document.fonts.ready;
  const webFont = options.webFont;
  return {
    viewportWidth,
    scrollWidth: root.scrollWidth,
    overflowing,
    clipped,
    grids,
    containers,
    logo: logoLink && shown(logoLink) ? box(logoLink) : null,
    firstBlock:
      block && shown(block)
        ? { ...box(block), centred: getComputedStyle(block).textAlign === 'center' }
        : null,
    font: {
      check: document.fonts.check(`16px "${webFont}"`),
      bodyFamily: getComputedStyle(document.body).fontFamily,
      loadedFace: [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === webFont && face.status === 'loaded',
      ),
    },
  };
}
