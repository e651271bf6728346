import type { ReactNode } from 'react';
import { Footer } from '#web/components/Footer/Footer.tsx';
import { Header } from '#web/components/Header/Header.tsx';
import { TOASTER_ROOT_ID } from '#web/toast/mount.ts';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      {/* No tabindex: the skip link moves where the next Tab starts, as every current browser does
          for a fragment, and a tap on the page's text focuses nothing (with tabindex=-1 it focused
          <main>, and that focus change restyled the page: 96 ms of a first tap on a low-end
          phone, docs/decisions/0070-main-not-focusable.md). */}
      <main id="main">{children}</main>
      <Footer />
      <div id={TOASTER_ROOT_ID} />
    </>
  );
}
