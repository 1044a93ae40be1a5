import { useHydrated } from '../../lib/use-hydrated';
import type { Disclosure } from './use-disclosure';

/**
 * The button that folds a menu open and shut on small screens: three bars, or a cross while open. It needs
 * React; until it runs, the server's HTML shows it disabled.
 */
export function MenuButton({
  menu,
  openLabel,
  closeLabel,
  className,
}: {
  menu: Disclosure;
  openLabel: string;
  closeLabel: string;
  className: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      className={className}
      aria-expanded={menu.open}
      aria-controls={menu.id}
      aria-label={menu.open ? closeLabel : openLabel}
      onClick={menu.toggle}
      disabled={!hydrated}
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
        {menu.open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
