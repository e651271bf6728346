// The article share bar's Copy link, in plain code: copies the article's URL with the Clipboard
// API at once, then says so in docs/requirements.md §8's words with the site's one toaster
// (sonner). React and sonner load on the first press, so they are never part of an article's first
// load; the toast follows as soon as they have. Loaded by the boot script on pages that have one.

import { markReady } from '#web/client/early-input.ts';
import { notify } from '#web/toast/notify.ts';

/** On the Copy link button's wrapper (CopyLinkButton.tsx), holding the URL to copy. */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link';

/** What the toast says: docs/requirements.md §8, word for word. The one copy of these texts. */
export const copyLinkMessages = {
  copied: { title: 'Link copied!', description: 'Article link has been copied to clipboard.' },
  failed: { title: 'Failed to copy', description: 'Could not copy link to clipboard.' },
} as const;

/** Copies `text` with the async Clipboard API; false when the API is missing or refuses. */
export async function copyText(text: string, nav: Navigator = navigator): Promise<boolean> {
  try {
    if (!nav.clipboard?.writeText) return false;
    await nav.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export async function copyLink(url: string): Promise<void> {
  const { copied, failed } = copyLinkMessages;
  if (await copyText(url)) notify.success(copied.title, { description: copied.description });
  else notify.error(failed.title, { description: failed.description });
}

/** Attaches the copy to every Copy link button, then marks each ready (replaying early clicks). */
export function enhanceCopyLinks(doc: Document): void {
  for (const wrapper of doc.querySelectorAll<HTMLElement>(`[${COPY_LINK_ATTRIBUTE}]`)) {
    const url = wrapper.getAttribute(COPY_LINK_ATTRIBUTE);
    const button = wrapper.querySelector('button');
    if (!url || !button) continue;
    button.addEventListener('click', () => void copyLink(url));
    markReady(wrapper);
  }
}
