// The arithmetic of bench css (css.ts): Chromium's CSS coverage united over several visits of a
// page, the bytes a page loads and uses, and its HTML with and without its <style> blocks. No
// browser here: css.ts drives Chromium, this module counts.

/** A used range of a stylesheet's text, as Chromium's coverage gives it: [start, end). */
export type Range = { start: number; end: number };

/** The ranges of `ranges` merged where they overlap or touch, in order. */
export function unitedRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const united: Range[] = [];
  for (const range of sorted) {
    const last = united.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else united.push({ ...range });
  }
  return united;
}

/** The bytes the ranges cover, each byte once. */
export function coveredBytes(ranges: readonly Range[]): number {
  return unitedRanges(ranges).reduce((sum, range) => sum + range.end - range.start, 0);
}

/** Where a stylesheet came from: an inline <style> block or a linked file. */
export type SheetKind = 'inline' | 'linked';

/** One stylesheet a page had, with the ranges any visit used. */
export type Sheet = { kind: SheetKind; key: string; bytes: number; used: Range[] };

/**
 * The sheets of several visits of one page, each once (by kind and key: a file's URL, an inline
 * block's text), its used ranges united over the visits.
 */
export function unitedSheets(visits: readonly (readonly Sheet[])[]): Sheet[] {
  const byKey = new Map<string, Sheet>();
  for (const sheet of visits.flat()) {
    const id = `${sheet.kind} ${sheet.key}`;
    const known = byKey.get(id);
    if (known) known.used = unitedRanges([...known.used, ...sheet.used]);
    else byKey.set(id, { ...sheet, used: unitedRanges(sheet.used) });
  }
  return [...byKey.values()];
}

export type CssFigures = {
  inlineBytes: number;
  linkedBytes: number;
  loadedBytes: number;
  usedBytes: number;
  /** Used over loaded, 0 to 100; 0 for a page without CSS. */
  usedPercent: number;
};

/** What a page's sheets add up to. */
export function cssFigures(sheets: readonly Sheet[]): CssFigures {
  const of = (kind: SheetKind) =>
    sheets.filter((sheet) => sheet.kind === kind).reduce((sum, sheet) => sum + sheet.bytes, 0);
  const inlineBytes = of('inline');
  const linkedBytes = of('linked');
  const loadedBytes = inlineBytes + linkedBytes;
  const usedBytes = sheets.reduce((sum, sheet) => sum + coveredBytes(sheet.used), 0);
  return {
    inlineBytes,
    linkedBytes,
    loadedBytes,
    usedBytes,
    usedPercent: loadedBytes === 0 ? 0 : (usedBytes / loadedBytes) * 100,
  };
}

/** The page without its <style> blocks: the build's own reading (scripts/build/page-css.ts). */
export { withoutStyleBlocks } from '../build/page-css';
