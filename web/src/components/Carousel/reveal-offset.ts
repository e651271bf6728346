/** An item of a horizontal strip, in the strip's content coordinates (offsetLeft, offsetWidth). */
export type Extent = { start: number; end: number };

export type StripView = {
  scrollLeft: number;
  /** The strip's visible width (clientWidth). */
  width: number;
  /** Its largest scrollLeft (scrollWidth - clientWidth). */
  max: number;
  /** Space kept clear at either edge: the strip's scroll-padding. */
  padding: number;
};

/**
 * Where a strip should scroll so item `index` is wholly in view, moving as little as possible.
 * The answer is always an item's start (or the end of the strip), so a strip that snaps its items
 * to their start does not snap the revealed item back out of view.
 */
export function revealOffset(items: readonly Extent[], index: number, view: StripView): number {
  const item = items[index];
  if (!item) return view.scrollLeft;
  const clamp = (left: number) => Math.min(Math.max(left, 0), view.max);
  if (item.start - view.padding < view.scrollLeft) return clamp(item.start - view.padding);
  const needed = item.end + view.padding - view.width;
  if (needed <= view.scrollLeft) return view.scrollLeft;
  // The first item start far enough right; the item's own start always is.
  const start = items.slice(0, index + 1).find((other) => other.start - view.padding >= needed);
  return clamp((start ?? item).start - view.padding);
}
