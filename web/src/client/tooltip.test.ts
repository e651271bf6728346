import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tooltipTiming } from './interaction';
import { enhanceTooltips } from './tooltip';

// docs/requirements.md §9: tooltips open after 700 ms, and at once within 300 ms of another
// closing.
describe('tooltips on icon-only controls', () => {
  let clock = 0;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    document.body.innerHTML = `
      <button id="theme" aria-label="Toggle light and dark theme" data-tooltip="Toggle light and dark theme"><svg></svg></button>
      <a id="github" href="https://github.com/testbeam" aria-label="Testbeam on GitHub" data-tooltip="Testbeam on GitHub"><svg></svg></a>
      <p id="elsewhere">Text</p>
      <div data-sonner-toast><button id="close-toast" data-close-button aria-label="Close toast"></button></div>`;
    stop = enhanceTooltips(document, { now: () => clock });
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const el = (id: string) => document.getElementById(id) as HTMLElement;
  const tip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
  const shown = () => tip()?.dataset.open === 'true';
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  const hover = (id: string, pointerType = 'mouse') =>
    el(id).dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType }));
  const leave = (id: string, to: string) =>
    el(id).dispatchEvent(
      new PointerEvent('pointerout', {
        bubbles: true,
        pointerType: 'mouse',
        relatedTarget: el(to),
      }),
    );

  it('holds the constants docs/requirements.md §9 states', () => {
    expect(tooltipTiming).toEqual({ openDelayMs: 700, skipDelayMs: 300 });
  });

  it('opens after the pointer rests 700 ms, not before, with the control name', () => {
    hover('theme');
    advance(tooltipTiming.openDelayMs - 1);
    expect(shown()).toBe(false);
    advance(1);
    expect(shown()).toBe(true);
    expect(tip()?.textContent).toBe('Toggle light and dark theme');
    expect(tip()?.getAttribute('aria-hidden')).toBe('true');
  });

  it('never opens when the pointer leaves before the delay', () => {
    hover('theme');
    advance(500);
    leave('theme', 'elsewhere');
    advance(1000);
    expect(shown()).toBe(false);
  });

  it('skips the delay within 300 ms of a tooltip closing, and not after', () => {
    hover('theme');
    advance(700);
    leave('theme', 'github');
    expect(shown()).toBe(false);
    advance(tooltipTiming.skipDelayMs - 1);
    hover('github');
    expect(shown()).toBe(true);
    expect(tip()?.textContent).toBe('Testbeam on GitHub');

    leave('github', 'elsewhere');
    advance(tooltipTiming.skipDelayMs);
    hover('theme');
    expect(shown()).toBe(false);
    advance(700);
    expect(shown()).toBe(true);
  });

  it('stays while the pointer moves onto the tooltip itself (WCAG 1.4.13) and closes on Escape', () => {
    hover('theme');
    advance(700);
    el('theme').dispatchEvent(
      new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: tip() }),
    );
    expect(shown()).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(shown()).toBe(false);
  });

  it('ignores touch: a tap is a click', () => {
    hover('theme', 'touch');
    advance(1000);
    expect(shown()).toBe(false);
  });

  it('closes when the control is pressed', () => {
    hover('theme');
    advance(700);
    el('theme').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(shown()).toBe(false);
  });

  it('stops listening once its cleanup runs', () => {
    stop();
    hover('theme');
    advance(1000);
    expect(tip()).toBeNull();
  });

  it('listens for what closes a tooltip only while one is open or about to open', () => {
    stop();
    const added = vi.spyOn(document, 'addEventListener');
    stop = enhanceTooltips(document, { now: () => clock });
    const types = () => added.mock.calls.map(([type]) => type);
    const signals = (from: number) =>
      added.mock.calls
        .slice(from)
        .map(([, , options]) => (options as AddEventListenerOptions).signal);
    // A tap or a key anywhere runs none of its code while no tooltip is near.
    expect(types()).toEqual(['pointerover', 'focusin']);

    hover('theme');
    expect(types().slice(2)).toEqual(['pointerout', 'focusout', 'keydown', 'pointerdown']);
    advance(700);
    expect(shown()).toBe(true);
    expect(signals(2).every((signal) => signal?.aborted === false)).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(shown()).toBe(false);
    expect(signals(2).every((signal) => signal?.aborted)).toBe(true);

    // One that never opened lets go as well.
    advance(1000);
    hover('github');
    expect(types()).toHaveLength(10);
    leave('github', 'elsewhere');
    expect(signals(6).every((signal) => signal?.aborted)).toBe(true);
    added.mockRestore();
  });

  it("uses the aria-label of sonner's close button", () => {
    hover('close-toast');
    advance(700);
    expect(tip()?.textContent).toBe('Close toast');
  });
});
