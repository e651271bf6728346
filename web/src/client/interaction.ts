// docs/requirements.md §9's interaction constants, in one place, with the reason for each. The data
// cache's policy sits beside the one read that uses it (web/src/api/read-cache.ts).

export const tooltipTiming = {
  /**
   * A pointer resting this long on an icon-only control gets its name. Shorter, and tooltips
   * flash up while the pointer merely crosses the header on its way elsewhere; longer, and a
   * visitor who is unsure what the icon does has already clicked it.
   */
  openDelayMs: 700,
  /**
   * Within this long of one tooltip closing, the next opens at once: a visitor reading the row of
   * social icons one by one should not wait 700 ms at each.
   */
  skipDelayMs: 300,
} as const;

export const menuTiming = {
  /**
   * The Products menu opens after the pointer rests on it this long (hover intent): long enough
   * that a pointer sweeping across the header does not pop it open, short enough to feel instant.
   */
  openDelayMs: 100,
  /** Letters typed within this long of each other add up to one search ("sc" → Scheduler). */
  typeaheadResetMs: 1000,
  /**
   * The pointer may leave the menu for this long (crossing the gap to the list, overshooting an
   * edge) before it closes; coming back in time keeps it open.
   */
  pointerGraceMs: 300,
} as const;
