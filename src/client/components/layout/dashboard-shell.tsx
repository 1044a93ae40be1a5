import { MODERATION_TEXTS, READERSHIP_TEXTS, REVENUE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { useSiteName } from '../../lib/app-context';
import { useAuth } from '../../lib/auth';
import { Link, NavLink } from '../ui/link';
import { DocumentTitle } from './document-title';
import { MenuButton } from './menu-button';
import { LoadingBar, SkipLink } from './page-chrome';
import { useDisclosure } from './use-disclosure';

const T = MODERATION_TEXTS;

/**
 * The dashboard's sidebar (docs/product.md#dashboard), then the way back to the site: editors see the
 * newsroom's screens (articles, publishers), admins every one.
 */
const ADMIN_LINKS = [
  { to: paths.dashboard, label: T.nav.adminHome, editors: false },
  { to: paths.dashboardUsers, label: T.nav.users, editors: false },
  { to: paths.dashboardArticles, label: T.nav.articles, editors: true },
  { to: paths.dashboardPayments, label: T.nav.payments, editors: false },
  { to: paths.dashboardPublishers, label: T.nav.publishers, editors: true },
  { to: paths.dashboardComments, label: T.nav.comments, editors: true },
  { to: paths.dashboardAuditLog, label: T.nav.auditLog, editors: false },
  { to: paths.dashboardMessages, label: T.nav.messages, editors: false },
  { to: paths.dashboardSubscribers, label: T.nav.subscribers, editors: false },
  { to: paths.dashboardNewsletter, label: T.nav.newsletter, editors: true },
  { to: paths.dashboardWebhooks, label: T.nav.webhooks, editors: false },
  { to: paths.dashboardApiKeys, label: T.nav.apiKeys, editors: false },
  { to: paths.dashboardExport, label: T.nav.export, editors: false },
  { to: paths.dashboardImport, label: T.nav.import, editors: false },
  { to: paths.dashboardReadership, label: READERSHIP_TEXTS.nav, editors: true },
  { to: paths.dashboardRevenue, label: REVENUE_TEXTS.nav, editors: true },
];
const SITE_LINKS = [
  { to: paths.home, label: T.nav.home },
  { to: paths.updateProfile, label: T.nav.profile },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? 'bg-red-700 text-white' : 'text-stone-200 hover:bg-stone-800 hover:text-white'
  }`;

function SidebarLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === paths.home} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin dashboard's own frame: a sidebar that folds behind a button on small screens (closed again by
 * Escape and by moving to another page), and the screen in `children`.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const siteName = useSiteName();
  const { isAdmin } = useAuth();
  const sidebar = useDisclosure({ closeOnEscape: true });

  return (
    <div className="min-h-screen bg-stone-50 lg:flex">
      <SkipLink to="dashboard-main" />
      <DocumentTitle />
      <LoadingBar />
      <header className="flex items-center justify-between bg-stone-900 px-4 py-3 text-white lg:hidden">
        <Link to={paths.dashboard} className="font-serif text-xl font-bold">
          {siteName} {T.layout.titleSuffix}
        </Link>
        <MenuButton
          menu={sidebar}
          openLabel={T.layout.openMenu}
          closeLabel={T.layout.closeMenu}
          className="rounded p-2 hover:bg-stone-800"
        />
      </header>
      {/* The dark column runs the page's whole height (the flex row stretches it); what is in it stays in view
          as the screen scrolls, scrolling itself when the window is shorter than its links. */}
      <aside
        id={sidebar.id}
        className={`${sidebar.open ? 'block' : 'hidden'} bg-stone-900 lg:block lg:w-56 lg:shrink-0`}
      >
        <div className="px-4 py-6 lg:sticky lg:top-0 lg:max-h-screen lg:overflow-y-auto">
          <Link
            to={paths.dashboard}
            className="hidden px-3 font-serif text-2xl font-bold text-white lg:block"
          >
            {siteName}
            <span className="block text-sm font-sans font-semibold uppercase tracking-wide text-red-400">
              {T.layout.dashboard}
            </span>
          </Link>
          <nav aria-label={T.layout.dashboard} className="lg:mt-8">
            <SidebarLinks links={isAdmin ? ADMIN_LINKS : ADMIN_LINKS.filter((link) => link.editors)} />
            <hr className="my-4 border-stone-700" />
            <SidebarLinks links={SITE_LINKS} />
          </nav>
        </div>
      </aside>
      <main id="dashboard-main" className="min-w-0 flex-1 px-4 py-8 lg:px-8">
        {children}
      </main>
      <ScrollRestoration />
    </div>
  );
}
