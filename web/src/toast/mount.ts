import type { Root } from 'react-dom/client';

export const TOASTER_ROOT_ID = 'toaster-root';

let mounted: Root | undefined;

/**
 * Mounts the toast region into the layout's empty root, once. Called by `loadToasts` (notify.ts):
 * on a form page once its islands are hydrated, elsewhere with the first toast (Copy link), so
 * most visits never load it.
 */
export async function mountToaster(doc: Document): Promise<void> {
  const root = doc.getElementById(TOASTER_ROOT_ID);
  if (!root || root.dataset.mounted) return;
  root.dataset.mounted = 'true';
  const [{ createRoot }, { createElement }, { Toaster }] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    import('./Toaster'),
  ]);
  mounted = createRoot(root);
  mounted.render(createElement(Toaster));
}

/** Unmounts the toaster this module mounted (tests that load a fresh module graph end with it). */
export function unmountToaster(): void {
  mounted?.unmount();
  mounted = undefined;
}
