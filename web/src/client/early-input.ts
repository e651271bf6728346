// The rule: no dead interaction. A control that plain code (or an island) makes work is
// pre-rendered inside an element marked PENDING_ATTRIBUTE. Until its code calls `markReady`, the
// page's inline early-input script (early-input-inline.ts) holds back and queues the visitor's
// clicks, submits and navigation keys inside it; `markReady` removes the mark and replays them,
// in order, on the same elements. When the last mark goes, so do the inline script's listeners.

import { EARLY_INPUT_DONE, EARLY_INPUT_QUEUE } from './early-input-inline';

/** Server-rendered on the root of every control group whose behavior attaches later. */
export const PENDING_ATTRIBUTE = 'data-pending';

export type Captured =
  | { type: 'click'; target: HTMLElement }
  | { type: 'submit'; target: HTMLFormElement }
  | { type: 'keydown'; target: HTMLElement; init: KeyboardEventInit };

type EarlyWindow = Window & { [EARLY_INPUT_QUEUE]?: Captured[]; [EARLY_INPUT_DONE]?: () => void };

/** A click that submits a form, or a submit: what a visitor repeats when nothing seems to happen. */
function submittedForm(entry: Captured): HTMLFormElement | null {
  if (entry.type === 'submit') return entry.target;
  if (entry.type !== 'click') return null;
  const button = entry.target;
  const submits =
    (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) &&
    button.type === 'submit';
  return submits ? button.form : null;
}

/**
 * Sends a form once however often the visitor asked before it could: an impatient double Enter
 * must not send two codes. Other actions (three presses of Next) all count.
 */
export function withoutRepeatedSubmits(entries: readonly Captured[]): Captured[] {
  const seen = new Set<HTMLFormElement>();
  return entries.filter((entry) => {
    const form = submittedForm(entry);
    if (!form) return true;
    if (seen.has(form)) return false;
    seen.add(form);
    return true;
  });
}

function replay(entry: Captured): void {
  if (!entry.target.isConnected) return;
  if (entry.type === 'click') entry.target.click();
  else if (entry.type === 'submit') entry.target.requestSubmit();
  else entry.target.dispatchEvent(new KeyboardEvent('keydown', entry.init));
}

/**
 * Called by an enhancer (or the island hydrator) once `root`'s listeners are attached: removes
 * the pending mark and replays what the visitor did inside it before then. Actions inside a
 * pending group nested in `root` wait for that group's own call. The last group's call also
 * removes the inline script's listeners: nothing is left for them to hold.
 */
export function markReady(root: Element, win: Window = window): void {
  root.removeAttribute(PENDING_ATTRIBUTE);
  if (!root.ownerDocument.querySelector(`[${PENDING_ATTRIBUTE}]`))
    (win as EarlyWindow)[EARLY_INPUT_DONE]?.();
  const queue = (win as EarlyWindow)[EARLY_INPUT_QUEUE];
  if (!queue?.length) return;
  const mine = queue.filter(
    (entry) => root.contains(entry.target) && !entry.target.closest(`[${PENDING_ATTRIBUTE}]`),
  );
  if (mine.length === 0) return;
  // Taken out of the inline script's own array before replaying: never replayed twice.
  for (const entry of mine) queue.splice(queue.indexOf(entry), 1);
  replayInTurn(withoutRepeatedSubmits(mine), win);
}

/**
 * One action per task, as the visitor's own came: each is handled, and its result rendered,
 * before the next (two early presses of a React counter count twice; a submit sees the text
 * restored just before it).
 */
function replayInTurn(entries: Captured[], win: Window): void {
  const [first, ...rest] = entries;
  if (!first) return;
  win.setTimeout(() => {
    replay(first);
    replayInTurn(rest, win);
  }, 0);
}
