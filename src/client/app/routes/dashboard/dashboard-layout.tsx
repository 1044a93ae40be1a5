import { paths } from '@shared/paths';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { DocumentTitle } from '../../../components/layout/document-title';
import { DashboardSpinner } from '../../../components/ui/dashboard-spinner';
import { useAdminStatus } from '../../../features/auth/api/get-admin-status';
import { useSiteName } from '../../../lib/app-context';
import { useHydrated } from '../../../lib/use-hydrated';

/** The admin sidebar (docs/product.md#dashboard), then the way back to the site. */
const ADMIN_LINKS = [
  { to: paths.dashboard, label: 'Admin Home' },
  { to: '/dashboard/users', label: 'All Users' },
  { to: '/dashboard/allArticlesAdmin', label: 'All Articles' },
  { to: '/dashboard/payment-history', label: 'All payment history' },
  { to: '/dashboard/allPublisher', label: 'Add Publisher' },
  { to: '/dashboard/audit-log', label: 'Audit log' },
  { to: '/dashboard/messages', label: 'Messages' },
  { to: '/dashboard/subscribers', label: 'Subscribers' },
] as const;
const SITE_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.updateProfile, label: 'Admin Profile' },
] as const;

/** The dashboard screen a path belongs to: `/dashboard/allArticlesAdmin/modal` → `allArticlesAdmin`. */
const screenOf = (pathname: string) => pathname.split('/')[2] ?? '';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? 'bg-red-700 text-white' : 'text-stone-200 hover:bg-stone-800 hover:text-white'
  }`;

function SidebarLinks({ links }: { links: readonly { to: string; label: string }[] }) {
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

/** The admin dashboard shell: its own layout with a sidebar that folds behind a button on small screens. */
export function Component() {
  const siteName = useSiteName();
  const navigation = useNavigation();
  const location = useLocation();
  const sidebarId = useId();
  const [open, setOpen] = useState(false);
  // The menu button needs React; until it runs, the server's HTML shows it disabled.
  const hydrated = useHydrated();
  useAdminStatus();

  // biome-ignore lint/correctness/useExhaustiveDependencies: fold the sidebar away whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  // Moving to another dashboard screen shows the spinner while its data loads (a real
  // loading state, not a fixed delay); a new page or filter of the same screen keeps its rows meanwhile.
  // The decline dialog (allArticlesAdmin/modal) opens over its list, so both count as one screen.
  const switchingScreen =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/dashboard/') &&
    screenOf(navigation.location.pathname) !== screenOf(location.pathname);

  return (
    <div className="min-h-screen bg-stone-50 lg:flex">
      <a
        href="#dashboard-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <DocumentTitle />
      {navigation.state === 'loading' ? (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-red-600"
          role="progressbar"
          aria-label="Loading page"
        />
      ) : null}
      <header className="flex items-center justify-between bg-stone-900 px-4 py-3 text-white lg:hidden">
        <Link to={paths.dashboard} className="font-serif text-xl font-bold">
          {siteName} Dashboard
        </Link>
        <button
          type="button"
          className="rounded p-2 hover:bg-stone-800"
          aria-expanded={open}
          aria-controls={sidebarId}
          disabled={!hydrated}
          aria-label={open ? 'Close dashboard menu' : 'Open dashboard menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </header>
      <aside
        id={sidebarId}
        className={`${open ? 'block' : 'hidden'} bg-stone-900 px-4 py-6 lg:sticky lg:top-0 lg:block lg:h-screen lg:w-56 lg:shrink-0 lg:overflow-y-auto`}
      >
        <Link to={paths.dashboard} className="hidden px-3 font-serif text-2xl font-bold text-white lg:block">
          {siteName}
          <span className="block text-sm font-sans font-semibold uppercase tracking-wide text-red-400">
            Dashboard
          </span>
        </Link>
        <nav aria-label="Dashboard" className="lg:mt-8">
          <SidebarLinks links={ADMIN_LINKS} />
          <hr className="my-4 border-stone-700" />
          <SidebarLinks links={SITE_LINKS} />
        </nav>
      </aside>
      <main id="dashboard-main" className="min-w-0 flex-1 px-4 py-8 lg:px-8">
        {switchingScreen ? <DashboardSpinner /> : <Outlet />}
      </main>
      <ScrollRestoration />
    </div>
  );
}
