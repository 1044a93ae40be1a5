import { isMediaUrl } from '@shared/images';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import type { PageHead } from './head-tags';

/** What a page's head is made from: the route's loader data and the queries it loaded, on the server. */
export interface MetaInput {
  /** The deepest route's loader data (an article, a publisher …). */
  data: unknown;
  /** The page's address on this site's origin. */
  url: URL;
  origin: string;
  siteName: string;
  /** The page's title as the document has it (`Broadsheet | …`). */
  title: string;
  description: string | undefined;
  queryClient: QueryClient;
  api: ApiClient;
}

/** What a kind of page adds to (or changes in) the head every page gets. */
export type MetaBuilder = (input: MetaInput) => Partial<Omit<PageHead, 'url' | 'title' | 'siteName'>>;

/** An address of this site, absolute. */
export const absolute = (origin: string, path: string) => new URL(path, origin).toString();

/** The width a stored image's address names (`/media/<key>-<width>.webp`), if it is one. */
export function mediaWidth(url: string): number | undefined {
  const width = /-(\d+)\.webp$/.exec(url)?.[1];
  return width && isMediaUrl(url) ? Number(width) : undefined;
}

/** A schema.org BreadcrumbList of the trail, each step an absolute address. */
export function breadcrumbList(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(origin, step.path),
    })),
  };
}
