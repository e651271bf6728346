import { useEffect, useState } from 'react';
import { Toaster as Sonner } from 'sonner';

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

/** sonner's own breakpoint: at or below it, toasts span the screen's width. */
export const PHONE_QUERY = '(max-width: 600px)';

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
 * The one toast region (SPEC.md section 2): bottom right, at most 3 visible, 4000 ms, 356 px wide,
 * 14 px apart, Alt+T to focus; most of these are sonner's own defaults, stated so a library
 * upgrade cannot silently change them.
 *
 * On a phone (600 px wide or less, where sonner makes a toast as wide as the screen) they show at
 * the top instead: at the bottom, a screen-wide stack covers the sign-in card's primary button
 * ("Verify & Sign In", "Send Verification Code") and the code boxes, which sit in the lower half
 * of a phone's screen, and the on-screen keyboard rises from there too.
 */
export function Toaster() {
  return (
    <Sonner
      position={usePhone() ? 'top-center' : 'bottom-right'}
      theme={useDocumentScheme()}
      visibleToasts={3}
      duration={4000}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      closeButton
    />
  );
}
