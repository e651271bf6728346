// Header behaviour on top of plain HTML that already works: the Products <details> closes on
// Escape (wherever focus is), on a click elsewhere and after a choice; the drawer popover closes
// when a link in it is tapped (its popovertarget button reports the state by itself).
//
// Where a pointer is present the Products menu also follows it (docs/requirements.md §9): it opens
// after the pointer rests on it for 100 ms and closes 300 ms after the pointer leaves, unless the
// pointer comes back; typing letters while it is open moves focus to the first product whose name
// starts with them, and a pause of 1 s starts a new search.

import { menuTiming } from '#web/client/interaction.ts';

export function enhanceHeader(doc: Document): void {
  for (const menu of doc.querySelectorAll<HTMLDetailsElement>('details[data-nav-menu]')) {
    const summary = menu.querySelector('summary');
    closeOnClickElsewhere(menu);
    closeOnEscape(menu, summary);
    menu.addEventListener('focusout', (event) => {
      if (menu.open && !menu.contains(event.relatedTarget as Node | null)) menu.open = false;
    });
    followPointer(menu, summary);
    typeAhead(menu);
  }

  // The drawer's opener is a popovertarget button: browsers expose the popover's state on it
  // themselves (aria-expanded there is invalid HTML).
  for (const drawer of doc.querySelectorAll<HTMLElement>('[data-drawer]')) {
    drawer.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href]')) drawer.hidePopover();
    });
  }
}

/**
 * A click outside the open menu closes it. The document listens only while the menu is open, so a
 * tap anywhere else on the page runs no code of this. The `open` attribute is watched rather than
 * the `toggle` event: a mutation observer's callback runs in the task that opened the menu, the
 * `toggle` event in a later one, which a fast second click may come before.
 */
function closeOnClickElsewhere(menu: HTMLDetailsElement): void {
  const doc = menu.ownerDocument;
  const win = doc.defaultView ?? window;
  let listening: AbortController | null = null;
  const onClick = (event: MouseEvent) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  };
  const follow = () => {
    if (menu.open && !listening) {
      listening = new AbortController();
      doc.addEventListener('click', onClick, { signal: listening.signal });
    } else if (!menu.open && listening) {
      listening.abort();
      listening = null;
    }
  };
  new win.MutationObserver(follow).observe(menu, { attributeFilter: ['open'] });
  // Opened before this code ran (a <details> works without it).
  follow();
}

/**
 * Escape closes the menu wherever focus is: Safari and Firefox on macOS leave it on the page after
 * a click on "Products", outside the menu. Focus goes back to the summary only from inside the
 * menu, never taken from elsewhere. The document always listens, and the menu's state is read when
 * the key comes: listening only from the menu's `toggle` event missed an Escape pressed right
 * after the click, before the browser had delivered that event (a CI run, with the page busy
 * applying its stylesheet at that first click).
 */
function closeOnEscape(menu: HTMLDetailsElement, summary: HTMLElement | null): void {
  const doc = menu.ownerDocument;
  doc.addEventListener('keydown', (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.open) return;
    const inside = menu.contains(doc.activeElement);
    menu.open = false;
    if (inside) summary?.focus();
  });
}

/** Hover intent and pointer grace, for mouse and pen only: a touch opens it by its tap. */
function followPointer(menu: HTMLDetailsElement, summary: HTMLElement | null): void {
  const win = menu.ownerDocument.defaultView ?? window;
  let timer: number | undefined;
  // Opened by the pointer and not yet clicked: a click on "Products" then keeps it open rather
  // than closing what the visitor is about to use.
  let openedByHover = false;
  const clear = () => win.clearTimeout(timer);

  menu.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'touch') return;
    clear();
    if (menu.open) return;
    timer = win.setTimeout(() => {
      menu.open = true;
      openedByHover = true;
    }, menuTiming.openDelayMs);
  });
  menu.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'touch') return;
    clear();
    if (!menu.open || !openedByHover) return;
    timer = win.setTimeout(() => {
      // Keyboard focus inside keeps it open: the visitor is using it.
      const focused = menu.ownerDocument.activeElement;
      if (focused && focused !== summary && menu.contains(focused)) return;
      menu.open = false;
    }, menuTiming.pointerGraceMs);
  });
  summary?.addEventListener('click', (event) => {
    clear();
    if (openedByHover && menu.open) event.preventDefault();
    openedByHover = false;
  });
  menu.addEventListener('toggle', () => {
    if (!menu.open) openedByHover = false;
  });
}

/** Letters typed while the menu is open focus the first item whose name starts with them. */
function typeAhead(menu: HTMLDetailsElement): void {
  const win = menu.ownerDocument.defaultView ?? window;
  let typed = '';
  let typedAt = Number.NEGATIVE_INFINITY;

  menu.addEventListener('keydown', (event) => {
    if (!menu.open || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    if (event.key === ' ' && typed === '') return; // Space on the summary toggles it.
    const at = win.performance.now();
    typed = at - typedAt > menuTiming.typeaheadResetMs ? event.key : typed + event.key;
    typedAt = at;
    const items = [...menu.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const current = items.indexOf(menu.ownerDocument.activeElement as HTMLAnchorElement);
    const match = findItem(items, typed, current);
    if (match) {
      event.preventDefault();
      match.focus();
    }
  });
}

/**
 * The item to focus for `typed`: the first whose name starts with it, searching from the current
 * one; a letter pressed repeatedly ("sss") cycles through the items starting with that letter.
 */
function findItem<T extends { textContent: string | null }>(
  items: readonly T[],
  typed: string,
  current: number,
): T | undefined {
  const query = typed.toLowerCase();
  const repeated = [...query].every((letter) => letter === query[0]);
  const search = repeated ? query.charAt(0) : query;
  const start = repeated ? current + 1 : Math.max(current, 0);
  const ordered = [...items.slice(start), ...items.slice(0, start)];
  return ordered.find((item) => (item.textContent ?? '').trim().toLowerCase().startsWith(search));
}
