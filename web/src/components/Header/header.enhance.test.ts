import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceHeader } from './header.enhance';
import { menuTiming } from '#web/client/interaction.ts';

describe('header enhancements', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <details data-nav-menu open>
        <summary>Products</summary>
        <a href="/scheduler">Scheduler</a>
      </details>
      <p id="elsewhere">Elsewhere</p>
      <button aria-controls="drawer">Open navigation</button>
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

  it('listens for clicks elsewhere only while the menu is open', async () => {
    menu().open = false;
    await Promise.resolve();
    const added = vi.spyOn(document, 'addEventListener');
    (document.getElementById('elsewhere') as HTMLElement).click();
    expect(added).not.toHaveBeenCalled();

    menu().open = true;
    // The observer's callback runs at the end of the task that opened it, before any next click.
    await Promise.resolve();
    expect(added.mock.calls.map(([type]) => type)).toEqual(['click']);
    const { signal } = added.mock.calls[0]?.[2] as AddEventListenerOptions;
    (document.getElementById('elsewhere') as HTMLElement).click();
    expect(menu().open).toBe(false);
    await Promise.resolve();
    expect(signal?.aborted).toBe(true);
    added.mockRestore();
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
});

// Safari and Firefox on macOS leave focus on the page after a click on "Products", so Escape
// must close the menu from wherever focus is, and hand focus back only when it was inside.
describe('Escape and the Products menu, however it was opened', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <details data-nav-menu>
        <summary>Products</summary>
        <a href="/scheduler">Scheduler</a>
      </details>
      <a href="/blog">Blog</a>
      <div id="drawer" data-drawer><a href="/pricing">Pricing</a></div>`;
    enhanceHeader(document);
  });

  const menu = () => document.querySelector('details') as HTMLDetailsElement;
  const summary = () => document.querySelector('summary') as HTMLElement;
  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((a) => a.textContent === name) as HTMLElement;
  /** Escape where focus is, as the browser sends it; returns the event. */
  const escape = () => {
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event;
  };

  it('closes a menu opened by a click that left focus on the page, and leaves focus there', () => {
    summary().click();
    expect(menu().open).toBe(true);
    expect(document.activeElement).toBe(document.body);
    escape();
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('closes it with focus inside and gives focus back to its summary', () => {
    summary().focus();
    summary().click();
    link('Scheduler').focus();
    escape();
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(summary());
  });

  it('closes a menu whose toggle event has not been delivered yet', () => {
    // The browser queues `toggle` as a task; a key pressed at once can come first. Held here
    // before it reaches the menu, as if it were still queued.
    const hold = (event: Event) => event.stopPropagation();
    document.addEventListener('toggle', hold, { capture: true });
    try {
      menu().open = true;
      escape();
      expect(menu().open).toBe(false);
    } finally {
      document.removeEventListener('toggle', hold, { capture: true });
    }
  });

  it('does nothing while the menu is closed, also after it has been open', () => {
    summary().click();
    summary().click();
    expect(menu().open).toBe(false);
    link('Blog').focus();
    expect(escape().defaultPrevented).toBe(false);
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(link('Blog'));
  });

  it('leaves Escape in the drawer to the browser, which closes the popover itself', () => {
    const drawer = document.getElementById('drawer') as HTMLElement;
    const hidePopover = vi.fn();
    drawer.hidePopover = hidePopover;
    link('Pricing').focus();
    expect(escape().defaultPrevented).toBe(false);
    expect(hidePopover).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(link('Pricing'));
  });
});

// docs/requirements.md §9: 100 ms open delay, 300 ms pointer grace, 1000 ms type-ahead reset.
describe('the Products menu where a pointer is present', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <details data-nav-menu>
        <summary>Products</summary>
        <ul>
          <li><a href="/api-mcp-studio">API MCP Studio</a></li>
          <li><a href="/notebook">AI Notebook</a></li>
          <li><a href="/scheduler">Scheduler</a></li>
          <li><a href="/vector-db-llm">Vector DB for LLM</a></li>
          <li><a href="/micro-saas">Micro SaaS</a></li>
          <li><a href="/agentic-workflow">Agentic Workflow</a></li>
          <li><a href="/self-serve">Self-serve Reports</a></li>
        </ul>
      </details>
      <p id="elsewhere">Elsewhere</p>`;
    enhanceHeader(document);
  });
  afterEach(() => vi.useRealTimers());

  const menu = () => document.querySelector('details') as HTMLDetailsElement;
  const pointer = (type: 'pointerenter' | 'pointerleave', pointerType = 'mouse') =>
    menu().dispatchEvent(new PointerEvent(type, { pointerType }));
  const type = (key: string) =>
    (document.activeElement ?? menu()).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true }),
    );
  const focused = () => document.activeElement?.textContent;

  it('holds the constants docs/requirements.md §9 states', () => {
    expect(menuTiming).toEqual({ openDelayMs: 100, typeaheadResetMs: 1000, pointerGraceMs: 300 });
  });

  it('opens after the pointer rests 100 ms, and not when it only passes over', () => {
    pointer('pointerenter');
    vi.advanceTimersByTime(50);
    pointer('pointerleave');
    vi.advanceTimersByTime(500);
    expect(menu().open).toBe(false);

    pointer('pointerenter');
    vi.advanceTimersByTime(menuTiming.openDelayMs - 1);
    expect(menu().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(menu().open).toBe(true);
  });

  it('waits 300 ms after the pointer leaves, and stays open when it comes back in time', () => {
    pointer('pointerenter');
    vi.advanceTimersByTime(100);
    pointer('pointerleave');
    vi.advanceTimersByTime(menuTiming.pointerGraceMs - 1);
    expect(menu().open).toBe(true);
    pointer('pointerenter');
    vi.advanceTimersByTime(1000);
    expect(menu().open).toBe(true);

    pointer('pointerleave');
    vi.advanceTimersByTime(menuTiming.pointerGraceMs);
    expect(menu().open).toBe(false);
  });

  it('keeps a hover-opened menu open when "Products" is then clicked', () => {
    pointer('pointerenter');
    vi.advanceTimersByTime(100);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('summary')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(menu().open).toBe(true);
  });

  it('leaves touch to the tap', () => {
    pointer('pointerenter', 'touch');
    vi.advanceTimersByTime(500);
    expect(menu().open).toBe(false);
  });

  it('moves focus by type-ahead, adding letters typed within 1 s and starting over after', () => {
    menu().open = true;
    (document.querySelector('summary') as HTMLElement).focus();
    type('s');
    expect(focused()).toBe('Scheduler');
    type('e');
    expect(focused()).toBe('Self-serve Reports');
    vi.advanceTimersByTime(menuTiming.typeaheadResetMs + 1);
    type('v');
    expect(focused()).toBe('Vector DB for LLM');
  });

  it('cycles through items sharing a first letter when the letter repeats', () => {
    menu().open = true;
    (document.querySelector('summary') as HTMLElement).focus();
    type('a');
    expect(focused()).toBe('API MCP Studio');
    type('a');
    expect(focused()).toBe('AI Notebook');
    type('a');
    expect(focused()).toBe('Agentic Workflow');
  });

  it('does nothing while the menu is closed', () => {
    (document.querySelector('summary') as HTMLElement).focus();
    type('s');
    expect(focused()).toBe('Products');
  });
});
