import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceHeader } from './header';

describe('header enhancements', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <details data-nav-menu open>
        <summary>Products</summary>
        <a href="/scheduler">Scheduler</a>
      </details>
      <p id="elsewhere">Elsewhere</p>
      <button aria-controls="drawer" aria-expanded="false">Open navigation</button>
      <div id="drawer" data-drawer><a href="/blog">Blog</a><span id="plain">Menu</span></div>`;
    enhanceHeader(document);
  });

  const menu = () => document.querySelector('details') as HTMLDetailsElement;

  it('closes the Products menu on a click elsewhere, not on a click inside', () => {
    document.querySelector('summary')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    menu().open = true;
    document
      .querySelector('a[href="/scheduler"]')
      ?.addEventListener('click', (e) => e.preventDefault());
    (document.querySelector('a[href="/scheduler"]') as HTMLElement).click();
    expect(menu().open).toBe(true);
    (document.getElementById('elsewhere') as HTMLElement).click();
    expect(menu().open).toBe(false);
  });

  it('closes the Products menu on Escape and gives focus back to its summary', () => {
    menu().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('summary'));
  });

  it('hides the drawer when one of its links is tapped, not on other clicks', () => {
    const drawer = document.getElementById('drawer') as HTMLElement;
    const hidePopover = vi.fn();
    drawer.hidePopover = hidePopover;
    (document.getElementById('plain') as HTMLElement).click();
    expect(hidePopover).not.toHaveBeenCalled();
    const link = drawer.querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    expect(hidePopover).toHaveBeenCalledOnce();
  });

  it('reports the drawer state on its opener', () => {
    const drawer = document.getElementById('drawer') as HTMLElement;
    const opener = document.querySelector('[aria-controls="drawer"]') as HTMLElement;
    drawer.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    drawer.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }));
    expect(opener.getAttribute('aria-expanded')).toBe('false');
  });
});
