import { describe, expect, it } from 'vitest';
import { type Extent, revealOffset } from './reveal-offset';

// Ten 72 px thumbnails 8 px apart behind 4 px of padding, in a strip 343 px wide (a phone).
const items: Extent[] = Array.from({ length: 10 }, (_, i) => ({
  start: 4 + i * 80,
  end: 4 + i * 80 + 72,
}));
const width = 343;
const max = 4 + 10 * 80 - 8 + 4 - width;
const view = (scrollLeft: number) => ({ scrollLeft, width, max, padding: 4 });

describe('revealOffset', () => {
  it.each([
    ['an item already in view stays put', 0, 2, 0],
    ['an item cut off on the right brings the first start that shows it whole', 0, 4, 80],
    ['an item off to the right likewise', 0, 6, 240],
    ['the last item scrolls to the end of the strip', 0, 9, max],
    ['an item cut off on the left aligns its start', 300, 3, 240],
    ['the first item goes back to the very start', 400, 0, 0],
    ['an item in view after scrolling stays put', 240, 6, 240],
  ])('%s', (_, scrollLeft, index, expected) => {
    expect(revealOffset(items, index, view(scrollLeft))).toBe(expected);
  });

  it('leaves every item fully visible, whichever was in view before', () => {
    for (const from of [0, 80, 240, max]) {
      items.forEach((item, index) => {
        const left = revealOffset(items, index, view(from));
        expect(item.start).toBeGreaterThanOrEqual(left);
        expect(item.end).toBeLessThanOrEqual(left + width);
      });
    }
  });

  it('does not move a strip wide enough for every item (a desktop)', () => {
    const wide = { scrollLeft: 0, width: 1108, max: 0, padding: 4 };
    items.forEach((_, index) => expect(revealOffset(items, index, wide)).toBe(0));
  });
});
