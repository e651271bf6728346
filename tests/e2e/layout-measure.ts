// The browser's half of layout.spec.ts's check: what it measures in the page. The judging is in
// layout-checks.ts; this function is sent to the page as text, so it uses nothing outside its body
// (but types).

import type { Box, Measurements, Named } from './layout-checks';

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
