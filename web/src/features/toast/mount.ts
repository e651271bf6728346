export const TOASTER_ROOT_ID = 'toaster-root';

/**
 * Mounts the toast region into the layout's empty root, once. Called by `loadToasts` (notify.ts):
 * only islands raise toasts, and only once a visitor uses one, so most visits never load it.
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
  createRoot(root).render(createElement(Toaster));
}
