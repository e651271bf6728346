export const TOASTER_ROOT_ID = 'toaster-root';

/**
 * Mounts the toast region into the layout's empty root. Only pages with islands call it (only
 * islands raise toasts), so pages without them never download React.
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
