// Tooltips for icon-only controls (docs/requirements.md §9): any element with `data-tooltip` shows
// that text after the pointer rests on it for 700 ms, or at once when keyboard focus reaches it or
// when another tooltip closed less than 300 ms ago. One shared element in the top layer (a manual
// popover, so it also shows above the open navigation drawer), placed below the control or above it
// when there is no room. The control's accessible name is its aria-label; the tooltip repeats it
// for sighted pointer users, so it is hidden from assistive technology.
//
// WCAG 1.4.13: Escape dismisses it, the pointer can move onto it without it closing, and it stays
// until the pointer or focus leaves. Touch never opens one: a tap is a click.
//
// Listeners sit on the document, so controls that islands render later get tooltips too. Only two
// listen all the time (the pointer coming over a control, focus reaching one); those that close a
// tooltip listen only while one is open or about to open, so a tap, a key or a scroll anywhere
// else runs none of this code.

import { tooltipTiming } from './interaction';

// sonner's close button has no slot for attributes; its aria-label is its tooltip.
const SELECTOR = '[data-tooltip], [data-sonner-toast] button[data-close-button]';
const GAP_PX = 8;
const EDGE_PX = 8;

export interface TooltipOptions {
  now?: () => number;
}

export function enhanceTooltips(doc: Document, options: TooltipOptions = {}): () => void {
  const now = options.now ?? (() => Date.now());
  const win = doc.defaultView ?? window;
  let tip: HTMLElement | null = null;
  let owner: HTMLElement | null = null;
  let pending: { target: HTMLElement; timer: number } | null = null;
  let closedAt = Number.NEGATIVE_INFINITY;
  // The listeners that close a tooltip, present while one is open or pending.
  let closing: AbortController | null = null;

  function element(): HTMLElement {
    if (tip?.isConnected) return tip;
    tip = doc.createElement('div');
    tip.className = 'tb-tooltip';
    tip.setAttribute('role', 'tooltip');
    tip.setAttribute('aria-hidden', 'true');
    tip.setAttribute('popover', 'manual');
    tip.dataset.tooltipLayer = '';
    doc.body.append(tip);
    return tip;
  }

  function place(target: HTMLElement, box: HTMLElement): void {
    const anchor = target.getBoundingClientRect();
    const own = box.getBoundingClientRect();
    const viewportWidth = doc.documentElement.clientWidth || win.innerWidth;
    const viewportHeight = doc.documentElement.clientHeight || win.innerHeight;
    const below = anchor.bottom + GAP_PX;
    const top =
      below + own.height <= viewportHeight - EDGE_PX
        ? below
        : Math.max(EDGE_PX, anchor.top - GAP_PX - own.height);
    const centered = anchor.left + anchor.width / 2 - own.width / 2;
    const left = Math.min(Math.max(EDGE_PX, centered), viewportWidth - EDGE_PX - own.width);
    box.style.top = `${Math.round(top)}px`;
    box.style.left = `${Math.round(Math.max(EDGE_PX, left))}px`;
  }

  function show(target: HTMLElement): void {
    cancel();
    const text = (target.dataset.tooltip ?? target.getAttribute('aria-label'))?.trim();
    if (!text) {
      release();
      return;
    }
    const box = element();
    box.textContent = text;
    owner = target;
    listenForClosing();
    if (box.dataset.open === undefined) box.showPopover?.();
    box.dataset.open = 'true';
    place(target, box);
  }

  function hide(): void {
    cancel();
    if (owner) {
      owner = null;
      closedAt = now();
      if (tip?.dataset.open !== undefined) {
        delete tip.dataset.open;
        tip.hidePopover?.();
      }
    }
    release();
  }

  function cancel(): void {
    if (pending) win.clearTimeout(pending.timer);
    pending = null;
  }

  /** Stops listening for what closes a tooltip once none is open or pending. */
  function release(): void {
    if (owner || pending) return;
    closing?.abort();
    closing = null;
  }

  /** Open after the delay, or at once inside the skip window or when asked to. */
  function schedule(target: HTMLElement, immediately: boolean): void {
    if (owner === target || pending?.target === target) return;
    if (immediately || now() - closedAt < tooltipTiming.skipDelayMs) {
      show(target);
      return;
    }
    cancel();
    pending = { target, timer: win.setTimeout(() => show(target), tooltipTiming.openDelayMs) };
    listenForClosing();
  }

  const trigger = (node: EventTarget | null): HTMLElement | null =>
    node instanceof win.Element ? (node.closest<HTMLElement>(SELECTOR) ?? null) : null;
  const onTooltip = (node: EventTarget | null): boolean =>
    node instanceof win.Node && tip !== null && tip.contains(node);

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const target = trigger(event.target);
    if (target) schedule(target, false);
  };
  const onPointerOut = (event: PointerEvent) => {
    const from = trigger(event.target) ?? (onTooltip(event.target) ? owner : null);
    if (!from) return;
    const to = event.relatedTarget;
    // Still on the control, or moving onto its tooltip (or back): keep it.
    if (to instanceof win.Node && (from.contains(to) || onTooltip(to))) return;
    if (pending?.target === from) {
      cancel();
      release();
    }
    if (owner === from && doc.activeElement !== from) hide();
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = trigger(event.target);
    if (!target) return;
    // Keyboard focus shows the name at once; focus that follows a click does not.
    let visible = true;
    try {
      visible = target.matches(':focus-visible');
    } catch {
      // An engine without :focus-visible: treat focus as keyboard focus.
    }
    if (visible) schedule(target, true);
  };
  const onFocusOut = (event: FocusEvent) => {
    const target = trigger(event.target);
    if (target && (owner === target || pending?.target === target)) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && (owner || pending)) hide();
  };
  // A press acts on the control: the tooltip has done its job.
  const onPointerDown = () => {
    if (owner || pending) hide();
  };
  const onScroll = () => {
    if (owner) hide();
  };

  function listenForClosing(): void {
    if (closing) return;
    closing = new AbortController();
    const { signal } = closing;
    doc.addEventListener('pointerout', onPointerOut, { signal });
    doc.addEventListener('focusout', onFocusOut, { signal });
    doc.addEventListener('keydown', onKeyDown, { capture: true, signal });
    doc.addEventListener('pointerdown', onPointerDown, { capture: true, signal });
    win.addEventListener('scroll', onScroll, { passive: true, capture: true, signal });
  }

  // One signal removes the listeners that open tooltips when the caller is done.
  const listening = new AbortController();
  const { signal } = listening;
  doc.addEventListener('pointerover', onPointerOver, { signal });
  doc.addEventListener('focusin', onFocusIn, { signal });

  return () => {
    hide();
    listening.abort();
    tip?.remove();
  };
}
