// Toasts without React or sonner, for pages with no form (an article's Copy link): the same texts,
// place, timing and look as the site's sonner toaster (Toaster.tsx, docs/requirements.md §2), in
// about 1 KB, with docs/requirements.md's constants from toast-settings.ts: place, width, gap, how
// many show, how long (paused while the pointer is over them), Alt+T to reach them, the swipe that
// dismisses; a close button; on a phone, across the top of the screen. Pages that load sonner (the
// form islands, notify.ts) never use this module.

import { toastSettings } from './toast-settings';
import classes from './vanilla-toast.module.css';

export const vanillaToastConfig = {
  ...toastSettings,
  /** How long a dismissed toast takes to fade out before it leaves the DOM. */
  exitMs: 400,
} as const;

export type ToastKind = 'success' | 'error';

const SVG = 'http://www.w3.org/2000/svg';
// sonner's own icons, so the two toasters cannot be told apart.
const ICONS: Record<ToastKind, string> = {
  success:
    'M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z',
  error:
    'M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z',
};

type Live = {
  element: HTMLLIElement;
  timer?: ReturnType<typeof setTimeout>;
  /** Time left on the clock while paused; counted from `started` while running. */
  remaining: number;
  started: number;
};

let list: HTMLOListElement | undefined;
let toasts: Live[] = [];
let expanded = false;

function icon(kind: ToastKind, doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('fill', 'currentColor');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('fill-rule', 'evenodd');
  path.setAttribute('clip-rule', 'evenodd');
  path.setAttribute('d', ICONS[kind]);
  svg.append(path);
  return svg;
}

function closeIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  for (const [name, value] of [
    ['viewBox', '0 0 24 24'],
    ['width', '12'],
    ['height', '12'],
    ['fill', 'none'],
    ['stroke', 'currentColor'],
    ['stroke-width', '1.5'],
    ['stroke-linecap', 'round'],
    ['aria-hidden', 'true'],
  ])
    svg.setAttribute(name as string, value as string);
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M18 6 6 18M6 6l12 12');
  svg.append(path);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string | undefined,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The toast region, created on the first toast, in the layout's #toaster-root when present: a
 * polite live region (as sonner's is) announcing each toast as it is added.
 */
function region(doc: Document): HTMLOListElement {
  if (list?.isConnected && list.ownerDocument === doc) return list;
  const section = element(doc, 'section', undefined);
  section.setAttribute('aria-label', 'Notifications alt+T');
  section.setAttribute('aria-live', 'polite');
  section.setAttribute('aria-relevant', 'additions text');
  section.setAttribute('aria-atomic', 'false');
  section.tabIndex = -1;
  const ol = element(doc, 'ol', classes.list);
  ol.tabIndex = -1;
  ol.style.setProperty('--width', `${vanillaToastConfig.widthPx}px`);
  ol.style.setProperty('--gap', `${vanillaToastConfig.gapPx}px`);
  const setExpanded = (value: boolean) => {
    if (expanded === value) return;
    expanded = value;
    for (const toast of toasts) (value ? pause : resume)(toast);
    layout();
  };
  ol.addEventListener('mouseenter', () => setExpanded(true));
  ol.addEventListener('mouseleave', () => setExpanded(false));
  ol.addEventListener('focusin', () => setExpanded(true));
  ol.addEventListener('focusout', (event) => {
    if (!ol.contains(event.relatedTarget as Node | null)) setExpanded(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.altKey && event.code === toastSettings.hotkey.code && toasts.length > 0) {
      event.preventDefault();
      ol.focus();
    }
  });
  section.append(ol);
  (doc.getElementById('toaster-root') ?? doc.body).append(section);
  list = ol;
  return ol;
}

/** Places each toast: newest in front, older ones stacked behind it, or spread out on hover. */
function layout(): void {
  if (!list) return;
  list.toggleAttribute('data-expanded', expanded);
  let offset = 0;
  toasts.forEach((toast, index) => {
    const { style } = toast.element;
    toast.element.toggleAttribute('data-front', index === 0);
    toast.element.toggleAttribute('data-hidden', index >= vanillaToastConfig.visible);
    style.setProperty('--index', String(index));
    style.setProperty('--offset', `${offset}px`);
    style.zIndex = String(toasts.length - index);
    offset += toast.element.offsetHeight + vanillaToastConfig.gapPx;
  });
  const front = toasts[0]?.element.offsetHeight;
  if (front) list.style.setProperty('--front-height', `${front}px`);
}

function start(toast: Live): void {
  toast.started = Date.now();
  toast.timer = setTimeout(() => dismiss(toast), toast.remaining);
}

function pause(toast: Live): void {
  if (toast.timer === undefined) return;
  clearTimeout(toast.timer);
  toast.timer = undefined;
  toast.remaining = Math.max(0, toast.remaining - (Date.now() - toast.started));
}

function resume(toast: Live): void {
  if (toast.timer === undefined && !toast.element.hasAttribute('data-removed')) start(toast);
}

function dismiss(toast: Live): void {
  pause(toast);
  if (toast.element.hasAttribute('data-removed')) return;
  toast.element.setAttribute('data-removed', '');
  toasts = toasts.filter((entry) => entry !== toast);
  if (toasts.length === 0) expanded = false;
  layout();
  setTimeout(() => toast.element.remove(), vanillaToastConfig.exitMs);
}

/** A swipe of 20 px or more, in any direction, dismisses; a shorter one springs back. */
function swipeable(toast: Live): void {
  const { element: item } = toast;
  let from: { x: number; y: number } | undefined;
  item.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button')) return;
    from = { x: event.clientX, y: event.clientY };
    item.setPointerCapture?.(event.pointerId);
  });
  item.addEventListener('pointermove', (event) => {
    if (from) item.style.translate = `${event.clientX - from.x}px ${event.clientY - from.y}px`;
  });
  const end = (event: PointerEvent) => {
    if (!from) return;
    const distance = Math.hypot(event.clientX - from.x, event.clientY - from.y);
    from = undefined;
    if (distance >= vanillaToastConfig.swipePx) dismiss(toast);
    else item.style.translate = '';
  };
  item.addEventListener('pointerup', end);
  item.addEventListener('pointercancel', end);
}

/** Shows one toast; the theme follows the page's (`data-mantine-color-scheme`) through CSS. */
export function showToast(
  kind: ToastKind,
  title: string,
  options: { description?: string } = {},
  doc: Document = document,
): HTMLLIElement {
  const ol = region(doc);
  const item = element(doc, 'li', classes.toast);
  item.dataset.type = kind;
  item.tabIndex = 0;
  const close = element(doc, 'button', classes.close);
  close.type = 'button';
  close.setAttribute('aria-label', 'Close toast');
  close.dataset.tooltip = 'Close toast';
  close.append(closeIcon(doc));
  const mark = element(doc, 'div', classes.icon);
  mark.append(icon(kind, doc));
  const content = element(doc, 'div', classes.content);
  content.append(element(doc, 'div', classes.title, title));
  if (options.description)
    content.append(element(doc, 'div', classes.description, options.description));
  item.append(close, mark, content);
  ol.prepend(item);

  const toast: Live = { element: item, remaining: vanillaToastConfig.durationMs, started: 0 };
  close.addEventListener('click', () => dismiss(toast));
  swipeable(toast);
  toasts.unshift(toast);
  if (!expanded) start(toast);
  layout();
  // Mounted on the next frame, so the entrance transition runs from below.
  (doc.defaultView ?? window).requestAnimationFrame(() => item.setAttribute('data-mounted', ''));
  return item;
}

/** Removes every toast at once (tests, and a page that wants a clean slate). */
export function dismissAllToasts(): void {
  for (const toast of [...toasts]) dismiss(toast);
}
