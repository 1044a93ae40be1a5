import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { DocumentTitle } from './document-title';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** The site's frame: skip link, navbar, the page, then `beforeFooter` (the app passes the newsletter) and the footer. */
export function MainLayout({ beforeFooter }: { beforeFooter?: ReactNode }) {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <DocumentTitle />
      <Navbar />
      {navigation.state === 'loading' ? (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-red-600"
          role="progressbar"
          aria-label="Loading page"
        />
      ) : null}
      <main id="main" className="mx-auto w-full max-w-screen-xl flex-1 px-4">
        <Outlet />
      </main>
      {beforeFooter}
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
