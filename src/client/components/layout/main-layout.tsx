import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './document-title';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { LoadingBar, SkipLink } from './page-chrome';

/**
 * The site's frame: skip link, navbar (with `search` in it, the app's header search), the page, then `beforeFooter` (the app passes the newsletter) and the
 * footer with `footerLinks` among its quick links; `after` comes last (the app's offline banner and prompts).
 */
export function MainLayout({
  search,
  beforeFooter,
  footerLinks,
  after,
}: {
  search?: ReactNode;
  beforeFooter?: ReactNode;
  footerLinks?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink to="main" />
      <DocumentTitle />
      <Navbar search={search} />
      <LoadingBar />
      <main id="main" className="mx-auto w-full max-w-screen-xl flex-1 px-4">
        <Outlet />
      </main>
      {beforeFooter}
      <Footer extraLinks={footerLinks} />
      <ScrollRestoration />
      {after}
    </div>
  );
}
