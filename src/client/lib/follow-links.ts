/** Marks a link the app's router follows in the page (components/ui/link.tsx); its value says how. */
export const LINK_ATTRIBUTE = 'data-link';

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * Follows the site's own links (components/ui/link.tsx) in the page, as the router's link would: a plain
 * left click on a link to this origin, not meant for another window or a download, that no handler of the
 * page has taken. Anything else is the browser's (a new tab, a download, another site).
 */
export function followLinks(navigate: Navigate): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const anchor = target?.closest(`a[${LINK_ATTRIBUTE}]`);
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, document.baseURI);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const to = url.pathname + url.search + url.hash;
    const { pathname, search, hash } = window.location;
    // As the router's link does: a link to where the reader already is replaces the entry.
    const samePlace = to === pathname + search + hash;
    navigate(to, { replace: anchor.getAttribute(LINK_ATTRIBUTE) === 'replace' || samePlace });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
