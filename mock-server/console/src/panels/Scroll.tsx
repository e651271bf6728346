import type { ReactNode } from 'react';

/** A table's own scrolling region: focusable and named, so keyboards can scroll it too. */
export function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="console-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
