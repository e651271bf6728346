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
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <div id={TOASTER_ROOT_ID} />
    </>
  );
}
