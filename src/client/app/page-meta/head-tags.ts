import { escapeHtml, serializeState } from '@shared/ssr';

/** A picture for Open Graph and Twitter: its absolute address, size when known, and what it shows. */
export interface HeadImage {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  alt: string;
}

/** What a page tells search engines and link previews beyond its title (docs/product.md#pages-and-navigation). */
export interface PageHead {
  /** The page's absolute address (its canonical link). */
  url: string;
  title: string;
  description: string;
  siteName: string;
  type: 'website' | 'article' | 'profile';
  image: HeadImage;
  /** More Open Graph properties, e.g. `article:published_time`. */
  properties?: [string, string][];
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd?: object[];
  /** RSS feeds of what the page shows (absolute addresses). */
  feeds?: { title: string; href: string }[];
}

const meta = (attribute: 'property' | 'name', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/** The page's Open Graph, Twitter, JSON-LD and feed tags, as HTML for the document's head. */
export function headTags(head: PageHead): string {
  const { image } = head;
  const large = (image.width ?? 0) >= 600;
  return [
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', image.url),
    ...(image.width ? [meta('property', 'og:image:width', String(image.width))] : []),
    ...(image.height ? [meta('property', 'og:image:height', String(image.height))] : []),
    meta('property', 'og:image:alt', image.alt),
    ...(head.properties ?? []).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    ...(head.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    ),
    ...(head.jsonLd ?? []).map(
      (object) => `<script type="application/ld+json">${serializeState(object)}</script>`,
    ),
  ].join('\n    ');
}
