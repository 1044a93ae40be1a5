import { LAYOUT_TEXTS } from '@shared/messages/layout';
import { paths } from '@shared/paths';
import { type ReactNode, useEffect, useState } from 'react';
import { useSiteName } from '../../lib/app-context';
import { useAuth } from '../../lib/auth';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { Link, NavLink } from '../ui/link';
import { MenuButton } from './menu-button';
import { SectionLinks, SectionsMenu } from './sections-menu';
import { useDisclosure } from './use-disclosure';
import { useTypewriter } from './use-typewriter';
import { UserMenu, useLogout } from './user-menu';

type Audience = 'all' | 'signedIn' | 'signedOut' | 'editor';

/** The navigation bar: each link shown only to its audience (docs/product.md#pages-and-navigation). */
const LINKS: { to: string; label: string; audience: Audience }[] = [
  { to: paths.home, label: 'Home', audience: 'all' },
  { to: paths.allArticles, label: 'All Articles', audience: 'all' },
  { to: paths.addArticles, label: 'Add Articles', audience: 'signedIn' },
  { to: paths.dashboard, label: 'Dashboard', audience: 'editor' },
  { to: paths.premiumArticles, label: 'Premium Articles', audience: 'signedIn' },
  { to: paths.myArticles, label: 'My Articles', audience: 'signedIn' },
  { to: paths.register, label: 'Register', audience: 'signedOut' },
  { to: paths.login, label: 'Login', audience: 'signedOut' },
];

function TypedName({ text }: { text: string }) {
  return useTypewriter(text);
}

function Brand() {
  const siteName = useSiteName();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The name types itself in a loop, except for readers who asked their system for reduced motion.
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Link
      to={paths.home}
      className="flex shrink-0 items-center gap-2 font-serif text-2xl font-bold text-red-700"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="sr-only">{siteName}</span>
      {/* The whole name, faint (drawn by the stylesheet, so it is no text of the page), holds the brand's
          width while the typed part grows and shrinks over it: nothing beside it moves and the header keeps
          its height, and a half-typed name still reads whole instead of looking cut off. */}
      <span
        aria-hidden="true"
        data-text={siteName}
        className="inline-grid whitespace-nowrap before:opacity-25 before:col-start-1 before:row-start-1 before:content-[attr(data-text)]"
      >
        <span className="col-start-1 row-start-1">
          {mounted && !reducedMotion ? <TypedName text={siteName} /> : siteName}
        </span>
      </span>
    </Link>
  );
}

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const { user, isEditor } = useAuth();
  const visible = LINKS.filter(({ audience }) => {
    if (audience === 'all') return true;
    if (audience === 'signedOut') return !user;
    if (audience === 'signedIn') return Boolean(user);
    return Boolean(user) && isEditor;
  });
  return (
    <>
      {visible.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === paths.home}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block whitespace-nowrap rounded px-3 py-2 text-sm font-semibold transition-colors lg:px-2 2xl:px-3 ${
                isActive ? 'bg-red-700 text-white' : 'text-stone-700 hover:bg-red-50 hover:text-red-800'
              }`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** The header: brand, `search` (the app's header search), the links, the avatar menu and the menu button. */
export function Navbar({ search }: { search?: ReactNode }) {
  const { user } = useAuth();
  // On phones the links fold behind a button: Escape or focus moving on past them folds them again.
  const menu = useDisclosure({ closeOnEscape: true, closeOnFocusOut: true });
  const { logout, dialog } = useLogout();

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={LAYOUT_TEXTS.mainNavigation}
        // With large text on a narrow screen the controls move under the brand instead of past the edge.
        className="mx-auto flex max-w-screen-xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 lg:flex-nowrap"
      >
        <Brand />
        <SectionsMenu />
        <ul className="hidden items-center gap-1 lg:ml-auto lg:flex">
          <NavItems />
        </ul>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {search}
          {/* One avatar menu for every screen size: beside the links, and beside the menu button on phones. */}
          {user ? <UserMenu onLogout={logout} /> : null}
          <MenuButton
            menu={menu}
            openLabel="Open menu"
            closeLabel="Close menu"
            className="rounded p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
          />
        </div>
      </nav>
      {menu.open ? (
        // Scrolls within the window's height: the header stays put, and a phone on its side is short.
        <ul
          id={menu.id}
          className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-stone-200 px-4 py-2 lg:hidden"
        >
          <NavItems onNavigate={() => menu.setOpen(false)} />
          <li className="mt-2 border-t border-stone-200 pt-2">
            <p
              id={`${menu.id}-sections`}
              className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-stone-500"
            >
              {LAYOUT_TEXTS.sections}
            </p>
            <ul aria-labelledby={`${menu.id}-sections`}>
              <SectionLinks onNavigate={() => menu.setOpen(false)} />
            </ul>
          </li>
        </ul>
      ) : null}
      {dialog}
    </header>
  );
}
