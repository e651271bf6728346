// The light/dark toggle without React. It writes the same attribute and storage key as Mantine's
// ColorSchemeScript and MantineProvider, so the choice survives reloads and islands agree with it.

import { markReady } from '#web/client/early-input.ts';

export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

type Scheme = 'light' | 'dark';

export function currentScheme(root: HTMLElement): Scheme {
  const set = root.getAttribute('data-mantine-color-scheme');
  if (set === 'dark' || set === 'light') return set;
  // Not set when ColorSchemeScript could not run to the end (storage refused): the page then
  // follows the system setting through the stylesheet, so the toggle starts from that.
  return root.ownerDocument.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function setScheme(root: HTMLElement, scheme: Scheme): void {
  root.setAttribute('data-mantine-color-scheme', scheme);
  try {
    localStorage.setItem(COLOR_SCHEME_KEY, scheme);
  } catch {
    // Storage can be disabled (private mode, policies): the toggle still works for this page.
  }
}

export function enhanceThemeToggles(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.addEventListener('click', () => {
      const root = doc.documentElement;
      setScheme(root, currentScheme(root) === 'dark' ? 'light' : 'dark');
    });
    // Server-rendered pending: a press before this ran is replayed now.
    markReady(button);
  }
}
