import { SOCIAL_LINKS } from '@shared/constants';
import { LAYOUT_TEXTS } from '@shared/messages/layout';
import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { useSiteName } from '../../lib/app-context';
import { Link } from '../ui/link';

const QUICK_LINKS = [
  { to: paths.about, label: 'About Us' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
];

const linkClass = 'hover:text-white hover:underline';

/** One column of the footer's links, under its heading. */
function LinkList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </nav>
  );
}

/**
 * The site's footer. No margin on top: the newsletter block above it meets it with no white band between.
 * `extraLinks` (list items) join the quick links.
 */
export function Footer({ extraLinks }: { extraLinks?: ReactNode }) {
  const siteName = useSiteName();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-screen-xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="font-serif text-2xl font-bold text-white">{siteName}</p>
          <p className="mt-2 text-sm">A trusted source of daily news updates, around the clock.</p>
        </div>
        <LinkList title={LAYOUT_TEXTS.quickLinks}>
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          {extraLinks}
        </LinkList>
        <LinkList title={LAYOUT_TEXTS.followUs}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          <li>
            {/* A plain link: the feed is a file for feed readers, not a page of the app. */}
            <a href={paths.siteFeed} type="application/rss+xml" className={linkClass}>
              {LAYOUT_TEXTS.rssFeed}
            </a>
          </li>
        </LinkList>
      </div>
      <div className="border-t border-stone-800 py-4 text-center text-xs">
        © {year} {siteName}. All rights reserved.
      </div>
    </footer>
  );
}
