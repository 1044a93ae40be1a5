import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './document-title';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { LoadingBar, SkipLink } from './page-chrome';

/** The site's frame: skip link, navbar, the page, then `beforeFooter` (the app passes the newsletter) and the footer. */
export function MainLayout({ beforeFooter }: { beforeFooter?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink to="main" />
      <DocumentTitle />
      <Navbar />
      <LoadingBar />
      <main id="main" className="mx-auto w-full max-w-screen-xl flex-1 px-4">
        <Outlet />
      </main>
      {beforeFooter}
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
