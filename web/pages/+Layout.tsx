import type { ReactNode } from 'react';
import { Footer } from '../src/components/Footer/Footer';
import { Header } from '../src/components/Header/Header';
import { TOASTER_ROOT_ID } from '../src/toast/mount';

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
