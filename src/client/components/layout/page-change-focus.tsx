import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusByScript, focusPageStart, pageHeading, pageMain } from '../../lib/page-focus';

/** Whether the first page (the server's HTML) has been seen: it keeps the browser's own focus. */
let firstPageSeen = false;

/** How long a page that renders its heading late (after its data) may take before focus stays on <main>. */
const HEADING_WAIT_MS = 2000;

const isLost = (element: Element | null) => !element || element === document.body || !element.isConnected;
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** Hands focus from <main> to the page's heading once it is rendered; answers how to stop waiting. */
function focusHeadingWhenShown(main: HTMLElement): () => void {
  const observer = new MutationObserver(() => {
    const heading = pageHeading();
    if (!heading) return;
    stop();
    if (document.activeElement === main) focusByScript(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * What a page change does for keyboard and screen reader users (docs/product.md#pages-and-navigation): the
 * new page's title is announced in a polite live region and focus moves to its main heading (or <main>),
 * where reading and Tab start again, instead of staying on a link that is gone or falling to the document.
 *
 * - The first page, rendered by the server, keeps the browser's focus; a change of the `#hash` does nothing.
 * - When the new page placed focus itself (a dialog that opened, a button focus went back to), it stays.
 * - When only the search part changes, the page is the same: a filter or search field keeps focus. Following
 *   a link there (a page of a list, a cleared search) moves focus to the heading, as on a new page; nothing
 *   is announced, the list says what it shows.
 * - While a modal dialog is open the page behind it is inert: the dialog hands focus back when it closes.
 */
export function PageChangeFocus({ title }: { title: string }) {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState({ text: '', serial: 0 });
  const handled = useRef<string | null>(null);
  const shown = useRef<{ pathname: string; search: string } | null>(null);
  // Undoes what the last page change still has pending (the decision, the wait for a heading).
  const pending = useRef<(() => void) | null>(null);
  // What had focus before the new page was put in: read while rendering, before the page changes.
  const before = useRef<{ key: string; element: Element | null } | null>(null);
  if (typeof document !== 'undefined' && before.current?.key !== location.key) {
    before.current = { key: location.key, element: document.activeElement };
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each new location
  useEffect(() => {
    if (handled.current === location.key) return;
    handled.current = location.key;
    const previous = shown.current;
    shown.current = { pathname: location.pathname, search: location.search };
    if (!firstPageSeen) {
      firstPageSeen = true;
      return;
    }
    const newPage = !previous || previous.pathname !== location.pathname;
    if (!newPage && previous.search === location.search) return;
    pending.current?.();
    const was = before.current?.element ?? null;

    // Decided once every effect of the new page has run: one of them may have placed focus.
    const decide = () => {
      pending.current = null;
      const active = document.activeElement;
      if (newPage && !modalOpen()) {
        setAnnouncement((last) => ({ text: title, serial: last.serial + 1 }));
      }
      const placedByPage = !isLost(active) && active !== was;
      if (placedByPage || modalOpen()) return;
      if (!newPage && !isLost(active) && !(was instanceof HTMLAnchorElement)) return;
      const target = focusPageStart();
      if (target && target === pageMain()) pending.current = focusHeadingWhenShown(target);
    };
    const timer = window.setTimeout(decide);
    pending.current = () => window.clearTimeout(timer);
  }, [location.key]);

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-page-announcer="">
      {/* A new node each time, so the same title said twice is still announced. */}
      {announcement.text ? <span key={announcement.serial}>{announcement.text}</span> : null}
    </div>
  );
}
