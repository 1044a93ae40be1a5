import { LAYOUT_TEXTS } from '@shared/messages/layout';
import { paths } from '@shared/paths';
import { SECTIONS } from '@shared/sections';
import { useRef } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Link } from '../ui/link';
import { useDisclosure } from './use-disclosure';
import { useDocumentListeners } from './use-document-listeners';

const linkClass =
  'block rounded px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-red-50 hover:text-red-800';

/** The seven sections as list items of links (docs/product.md#pages-and-navigation). */
export function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  return SECTIONS.map((section) => (
    <li key={section.tag}>
      <Link to={paths.section(section.tag)} onClick={onNavigate} className={linkClass}>
        {section.name}
      </Link>
    </li>
  ));
}

/**
 * The header's Sections menu on wide screens: a button that folds the seven sections' links open. The links
 * are in the server's HTML, hidden until the menu opens; the button needs React, so it waits for it. Closes
 * on Escape (focus back on the button), when focus or a click goes elsewhere, and when the page changes.
 */
export function SectionsMenu() {
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLDivElement>(null);
  const menu = useDisclosure({ closeOnEscape: true, closeOnFocusOut: true });
  useDocumentListeners(menu.open, {
    pointerdown: (event) => {
      if (!rootRef.current?.contains(event.target as Node)) menu.setOpen(false);
    },
  });
  return (
    <div ref={rootRef} className="relative hidden lg:block">
      <button
        ref={menu.buttonRef}
        type="button"
        aria-expanded={menu.open}
        aria-controls={menu.id}
        disabled={!hydrated}
        onClick={menu.toggle}
        className="flex items-center gap-1 rounded px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-red-50 hover:text-red-800"
      >
        {LAYOUT_TEXTS.sections}
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor">
          <path strokeWidth="2" d={menu.open ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
        </svg>
      </button>
      <ul
        id={menu.id}
        hidden={!menu.open}
        className="absolute left-0 z-50 mt-2 w-60 rounded-lg border border-stone-200 bg-white p-2 shadow-lg"
      >
        <SectionLinks onNavigate={() => menu.setOpen(false)} />
      </ul>
    </div>
  );
}
