import { useEffect, useState } from 'react';
import { Toaster as Sonner } from 'sonner';
import { PHONE_QUERY, toastSettings } from './toast-settings';

type Scheme = 'light' | 'dark';

const readScheme = (): Scheme =>
  document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';

/** The page's colour scheme, kept current when the header toggle or an island changes it. */
function useDocumentScheme(): Scheme {
  const [scheme, setScheme] = useState<Scheme>(readScheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setScheme(readScheme()));
    observer.observe(document.documentElement, { attributeFilter: ['data-mantine-color-scheme'] });
    return () => observer.disconnect();
  }, []);
  return scheme;
}

const readPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;

/** Whether the screen is phone-narrow, kept current when it turns or resizes. */
function usePhone(): boolean {
  const [phone, setPhone] = useState(readPhone);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    if (!query) return;
    const update = () => setPhone(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

/**
 * The toast region of form pages (docs/requirements.md §2, toast-settings.ts): bottom right, at
 * most 3 visible, 4000 ms, 356 px wide (sonner's default width, which it takes no prop for), 14 px
 * apart, Alt+T to focus; stated even where they are sonner's defaults, so a library upgrade cannot
 * silently change them.
 *
 * On a phone (600 px wide or less, where sonner makes a toast as wide as the screen) they show at
 * the top instead: at the bottom, a screen-wide stack covers the sign-in card's primary button
 * ("Verify & Sign In", "Send Verification Code") and the code boxes, which sit in the lower half
 * of a phone's screen, and the on-screen keyboard rises from there too.
 */
export function Toaster() {
  return (
    <Sonner
      position={usePhone() ? 'top-center' : toastSettings.position}
      theme={useDocumentScheme()}
      visibleToasts={toastSettings.visible}
      duration={toastSettings.durationMs}
      gap={toastSettings.gapPx}
      hotkey={['altKey', toastSettings.hotkey.code]}
      closeButton
    />
  );
}
