// Issue 12's rule: no dead interaction. A control that plain code (or an island) makes work is
// pre-rendered inside an element marked PENDING_ATTRIBUTE. Until its code calls `markReady`, the
// page's inline early-input script (web/src/client/early-input-inline.ts) captures the visitor's
// clicks, keys and submits inside it; `markReady` removes the mark and replays them, in order.

/** Server-rendered on the root of every control group whose behavior attaches later. */
export const PENDING_ATTRIBUTE = 'data-pending';

/**
 * Called by an enhancer (or the island hydrator) once `root`'s listeners are attached: removes
 * the pending mark and replays what the visitor did inside it before then.
 */
export function markReady(root: Element): void {
  root.removeAttribute(PENDING_ATTRIBUTE);
}
