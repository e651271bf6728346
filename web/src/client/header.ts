// Header behaviour on top of plain HTML that already works: the Products <details> closes on
// Escape, on a click elsewhere and after a choice; the drawer popover closes when a link in it is
// tapped, and its button reports whether it is open.

export function enhanceHeader(doc: Document): void {
  for (const menu of doc.querySelectorAll<HTMLDetailsElement>('details[data-nav-menu]')) {
    const summary = menu.querySelector('summary');
    doc.addEventListener('click', (event) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && menu.open) {
        menu.open = false;
        summary?.focus();
      }
    });
    menu.addEventListener('focusout', (event) => {
      if (menu.open && !menu.contains(event.relatedTarget as Node | null)) menu.open = false;
    });
  }

  for (const drawer of doc.querySelectorAll<HTMLElement>('[data-drawer]')) {
    const openers = doc.querySelectorAll<HTMLElement>(`[aria-controls="${drawer.id}"]`);
    drawer.addEventListener('toggle', (event) => {
      const open = (event as ToggleEvent).newState === 'open';
      for (const opener of openers) opener.setAttribute('aria-expanded', String(open));
    });
    drawer.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href]')) drawer.hidePopover();
    });
  }
}
