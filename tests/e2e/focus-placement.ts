// Where keyboard focus is on screen, in one self-contained function a page can evaluate: the
// end-to-end suite (keyboard.spec.ts) holds the page to it.

/** The focused element, by its accessible name where it has no text (an icon button). */
export type FocusPlacement = { label: string; visible: boolean } | null;

/**
 * The focused element and whether nearly all of it shows between the sticky header and the bottom
 * of the screen; null when focus is in the header itself (or nowhere).
 */
export function focusPlacement(): FocusPlacement {
  const focused = document.activeElement;
  const header = document.querySelector('header');
  if (!focused || focused === document.body || !header || header.contains(focused)) return null;
  const box = focused.getBoundingClientRect();
  // A <video>'s keyboard focus is on its controls, a strip along its bottom edge.
  const top = focused instanceof HTMLVideoElement ? box.bottom - 40 : box.top;
  const height = box.bottom - top;
  // The skip link shows over the header when focused: whatever is drawn on top has the room.
  const onTop = focused.contains(
    document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
  );
  const roomTop = onTop ? 0 : header.getBoundingClientRect().bottom;
  const shown = Math.min(box.bottom, window.innerHeight) - Math.max(top, roomTop);
  const name = (focused.textContent ?? '').trim() || (focused.getAttribute('aria-label') ?? '');
  return {
    label: `${focused.tagName.toLowerCase()} "${name.slice(0, 40)}" at ${Math.round(box.top)}–${Math.round(box.bottom)} px`,
    // The browser scrolls to fractional pixels, so an edge may overhang by a pixel or two; a
    // block taller than the room (a long code sample) has to fill it.
    visible: shown >= 0.95 * Math.min(height, window.innerHeight - roomTop),
  };
}
