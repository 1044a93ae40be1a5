import type { AnchorHTMLAttributes, Ref } from 'react';
import { createPath, type Path, useLocation } from 'react-router';
import { LINK_ATTRIBUTE } from '../../lib/follow-links';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path from the root: this link resolves nothing against the page it is on. */
  to: string | (Partial<Path> & { pathname: string });
  /** Replace the current entry of the history instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the site: a plain anchor, which the browser's router follows without a page load
 * (one listener for the whole document, lib/follow-links.ts). Rendering it costs what an anchor costs; the
 * router's own link resolves its path against the route tree on every render, on the server too.
 */
export function Link({ to, replace, ref, ...rest }: LinkProps) {
  const href = typeof to === 'string' ? to : createPath(to);
  return <a {...rest} ref={ref} href={href} {...{ [LINK_ATTRIBUTE]: replace ? 'replace' : '' }} />;
}

interface NavLinkProps extends Omit<LinkProps, 'className' | 'to'> {
  to: string;
  /** Active only on this very path, not below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}

/** A link that says when it leads to the page the reader is on (`aria-current="page"`, and its style). */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return (
    <Link
      {...rest}
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
