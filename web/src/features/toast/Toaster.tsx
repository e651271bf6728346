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

/**
 * The one toast region (SPEC.md section 2): bottom right, at most 3 visible, 4000 ms, 356 px wide,
 * 14 px apart, Alt+T to focus; most of these are sonner's own defaults, stated so a library
 * upgrade cannot silently change them.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      theme={useDocumentScheme()}
      visibleToasts={3}
      duration={4000}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      closeButton
    />
  );
}
