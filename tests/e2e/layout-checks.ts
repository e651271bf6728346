// The layout-integrity rules of layout.spec.ts. The browser only measures (`measureLayout`, in
// layout-measure.ts: Playwright serialises it into the page, so it must not use anything outside
// its own body); the judging is done here in plain functions, unit-tested beside it in
// layout-checks.test.ts.

export const layoutWidths = [320, 375, 768, 1280, 1920] as const;
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** Mantine's storage key, as web/src/components/ThemeToggle/theme-toggle.enhance.ts writes it. */
export { COLOR_SCHEME_KEY } from '#web/components/ThemeToggle/theme-toggle.enhance.ts';

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
