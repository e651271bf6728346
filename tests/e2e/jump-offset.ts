// Where a jump into the page landed, asked the same way in Playwright (`page.evaluate`) and in the
// engines' journeys (tests/engines/journeys/jump.ts), which take script as text.

/**
 * An expression, a promise: after two frames (whatever drawing a band moves has moved), how far
 * the element `selector` matches sits from where a jump to it should put it (below the sticky
 * header: the root's `scroll-padding-top` plus the target's `scroll-margin-top`), in whole CSS
 * pixels. At the page's end the window cannot scroll further, so a target there sitting lower
 * counts as landed (0).
 */
export const jumpOffset = (selector: string) => `new Promise((resolve) =>
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const target = document.querySelector(${JSON.stringify(selector)});
    const wanted =
      (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
      (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
    const bottom = document.documentElement.scrollHeight - innerHeight;
    if (scrollY >= bottom - 1) return resolve(0);
    resolve(Math.round(Math.abs(target.getBoundingClientRect().top - wanted)));
  })))`;
