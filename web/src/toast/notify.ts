// Islands raise toasts through `notify`, never through sonner directly: sonner and the toaster
// (9 KB gzip) are not part of any page's first load. On a page with a form they load in a task of
// their own once its islands are hydrated, so they are ready by the time a form answers and
// nothing is left for the visitor's first tap; elsewhere (Copy link) with the first toast, which
// sonner shows as soon as the toaster subscribes.

import type * as SonnerModule from 'sonner';
import { ISLAND_ATTRIBUTE } from '#web/islands/attributes.ts';
import { mountToaster } from './mount';

type Sonner = typeof SonnerModule;
export type ToastOptions = { description?: string };

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;

/** Loads sonner and mounts the page's toaster, once; a failed load is retried by the next call. */
export function loadToasts(doc: Document = document): Promise<Sonner> {
  loading ??= Promise.all([import('sonner'), mountToaster(doc)]).then(
    ([module]) => (sonner = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(kind: 'success' | 'error', title: string, options?: ToastOptions): void {
  if (sonner) {
    sonner.toast[kind](title, options);
    return;
  }
  loadToasts().then(
    (module) => module.toast[kind](title, options),
    // The feedback is lost with the network; say so where a developer looks, not to the visitor.
    (error: unknown) => console.error(`Toast "${title}" not shown:`, error),
  );
}

export const notify = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
};

/**
 * On a page with islands (the forms), loads the toasts in a task of its own: `boot` calls it once
 * the islands are hydrated. A page without one loads nothing.
 */
export function loadToastsAfterIslands(doc: Document, win: Window = window): void {
  if (!doc.querySelector(`[${ISLAND_ATTRIBUTE}]`)) return;
  win.setTimeout(() => {
    loadToasts(doc).catch(() => {
      // Retried by the first toast.
    });
  }, 0);
}
