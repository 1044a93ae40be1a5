import type { PageMetaKind } from '../../lib/head';
import { articleMeta } from './article';
import { authorMeta, publisherMeta, sectionMeta } from './collections';
import { absolute, type MetaBuilder, type MetaInput } from './context';
import { headTags } from './head-tags';
import { homeMeta } from './home';

/**
 * The head tags of every page (docs/product.md#pages-and-navigation): a description, Open Graph and Twitter
 * tags for all (the page template links the site's own feed); what a kind of page adds (JSON-LD, its own feed, picture and type) from
 * its builder. Only the server renders them, so none of this code is sent to browsers.
 */
const BUILDERS: Record<PageMetaKind, MetaBuilder> = {
  home: homeMeta,
  article: articleMeta,
  section: sectionMeta,
  publisher: publisherMeta,
  author: authorMeta,
};

/** What a page says when its route says nothing more. */
export const SITE_DESCRIPTION = 'A trusted source of daily news updates.';

export function pageHead(
  kind: PageMetaKind | undefined,
  input: MetaInput,
): { description: string; extra: string } {
  const own = kind ? BUILDERS[kind](input) : {};
  const description = own.description ?? input.description ?? SITE_DESCRIPTION;
  const extra = headTags({
    url: input.url.toString(),
    title: input.title,
    siteName: input.siteName,
    type: 'website',
    image: { url: absolute(input.origin, '/icon-512.png'), width: 512, height: 512, alt: input.siteName },
    ...own,
    description,
  });
  return { description, extra };
}
