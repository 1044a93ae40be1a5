import { isUuid } from '@shared/ids';
import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import { paths } from '@shared/paths';
import { SECTIONS } from '@shared/sections';
import { escapeHtml as xml } from '@shared/ssr';
import { splitTags } from '@shared/text';
import type { Db } from '../../db/client';
import { changeTags, listedArticleTags } from '../../lib/changes';
import { type ArticleRow, publishedOf, toArticleDto } from '../articles/articles.mapper';
import { createArticlesRepository } from '../articles/articles.repository';
import type { ListFilters } from '../articles/articles-filters.repository';
import { createPublishersRepository } from '../publishers/publishers.repository';

const FEED_SIZE = 50;
/** Addresses per sitemap file (the protocol allows 50,000; smaller files are cheaper to build and fetch). */
export const SITEMAP_PAGE_SIZE = 5000;
/** The most files a sitemap index may list (the protocol's limit). */
const SITEMAP_INDEX_LIMIT = 50_000;
/** The news sitemap lists what went live in the last two days, at most 1,000 articles (Google News' rules). */
const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
const NEWS_LIMIT = 1000;
/** Where the news sitemap is: listed in the sitemap index and in robots.txt. */
export const NEWS_SITEMAP = '/sitemaps/news.xml';
const STATIC_PAGES = [paths.home, paths.allArticles, paths.about, paths.contact, paths.privacy, paths.terms];

/** The paged sitemaps the index lists: `/sitemaps/{kind}-{page}.xml`. */
export type SitemapKind = 'articles' | 'authors';

const urlset = (urls: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;

/** A feed's or sitemap's text, and what it was made from, for the page store (lib/changes.ts). */
export interface Made {
  body: string;
  tags: string[];
}

/** An RSS channel: its title and description, and the page it is the feed of (a path of this site). */
export interface Channel {
  title: string;
  description: string;
  page: string;
}

/**
 * What feeds tell readers and crawlers (docs/product.md#articles): only approved articles, and of those only
 * previews, never a premium body; the API and private pages stay out of search engines.
 */
export function createSeoService(db: Db, site: { origin: string; name: string }) {
  const repository = createArticlesRepository(db);
  const publishers = createPublishersRepository(db);
  const { origin } = site;
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${xml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

  /** How many files of SITEMAP_PAGE_SIZE addresses a kind of page takes (at least one, perhaps empty). */
  async function pagesOf(kind: SitemapKind): Promise<number> {
    const total = kind === 'articles' ? await repository.countApproved() : await repository.countAuthors();
    return Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
  }

  const rssItem = (row: ArticleRow) => {
    const article = toArticleDto(row, 'preview');
    const link = `${origin}${paths.articleDetails(article._id)}`;
    const categories = splitTags(article.tags)
      .map((tag) => `<category>${xml(tag)}</category>`)
      .join('');
    return `<item><title>${xml(article.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><pubDate>${publishedOf(row).toUTCString()}</pubDate><description>${xml(article.description)}</description>${article.email ? `<author>${xml(article.email)} (${xml(article.displayName)})</author>` : ''}${categories}</item>`;
  };

  /**
   * RSS 2.0 of the newest approved articles of a section, a publisher, an author or the whole site; made
   * from which articles there are and their bylines.
   */
  async function feed(
    channel: Channel,
    filters: Pick<ListFilters, 'tag' | 'publisher' | 'authorId'> = {},
  ): Promise<Made> {
    const { rows } = await repository.list({ ...filters, status: 'approve' }, { page: 1, limit: FEED_SIZE });
    const link = `${origin}${channel.page}`;
    const self = channel.page === paths.home ? `${origin}/rss.xml` : `${origin}${paths.feed(channel.page)}`;
    const tags = filters.authorId ? [changeTags.author(filters.authorId)] : listedArticleTags(filters, rows);
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(channel.title)}</title><link>${xml(link)}</link><description>${xml(channel.description)}</description><language>en</language><atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>${rows.map(rssItem).join('')}</channel></rss>`;
    return { body, tags };
  }

  return {
    feed,

    /** The site's feed: every section. */
    rss: () => feed({ title: site.name, description: TEXTS.feedDescription, page: paths.home }),

    /**
     * The sitemap index: the site's pages with its sections and publishers, the paged sitemaps of approved
     * articles and of authors, each section's feed and each author's (search engines read an RSS feed as a
     * sitemap), within the protocol's 50,000 files.
     */
    async sitemapIndex(): Promise<Made> {
      const [articlePages, authorPages, articlesChanged, authorsChanged, sections, news] = await Promise.all([
        pagesOf('articles'),
        pagesOf('authors'),
        repository.sitemapPagesChanged(SITEMAP_PAGE_SIZE),
        repository.authorPagesChanged(SITEMAP_PAGE_SIZE),
        repository.sectionsChanged(),
        repository.publishedSince(new Date(Date.now() - NEWS_WINDOW_MS), 1),
      ]);
      // Each file with when it last changed, where anything in it has: the pages list the newest articles.
      const files: [string, Date | null | undefined][] = [
        ['/sitemaps/pages.xml', sections.any],
        [NEWS_SITEMAP, news[0]?.publishedAt],
        ...Array.from({ length: articlePages }, (_, index): [string, Date | undefined] => [
          `/sitemaps/articles-${index + 1}.xml`,
          articlesChanged.get(index + 1),
        ]),
        ...Array.from({ length: authorPages }, (_, index): [string, Date | undefined] => [
          `/sitemaps/authors-${index + 1}.xml`,
          authorsChanged.get(index + 1),
        ]),
        ...SECTIONS.map((section): [string, Date | undefined] => [
          paths.feed(paths.section(section.tag)),
          sections.byTag.get(section.tag),
        ]),
      ];
      const room = SITEMAP_INDEX_LIMIT - files.length;
      const authors = room > 0 ? await repository.authorEntries({ page: 1, limit: room }) : [];
      files.push(
        ...authors
          .filter((author) => isUuid(author.id))
          .map((author): [string, Date] => [paths.feed(paths.author(author.id)), author.updatedAt]),
      );
      const entry = ([file, lastmod]: [string, Date | null | undefined]) =>
        `<sitemap><loc>${xml(`${origin}${file}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`;
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map(entry).join('')}</sitemapindex>`;
      // How many articles and authors there are, and which authors: which approved articles there are.
      return { body, tags: [changeTags.lists] };
    },

    /**
     * The news sitemap: the articles that went live in the last two days, each with the publication's name
     * and language, its title and when it was published.
     */
    async newsSitemap(): Promise<Made> {
      const rows = await repository.publishedSince(new Date(Date.now() - NEWS_WINDOW_MS), NEWS_LIMIT);
      const publication = `<news:publication><news:name>${xml(site.name)}</news:name><news:language>en</news:language></news:publication>`;
      const entries = rows.map(
        (row) =>
          `<url><loc>${xml(`${origin}${paths.articleDetails(row.id)}`)}</loc><news:news>${publication}<news:publication_date>${(row.publishedAt ?? new Date()).toISOString()}</news:publication_date><news:title>${xml(row.title)}</news:title></news:news></url>`,
      );
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">${entries.join('')}</urlset>`;
      return { body, tags: [changeTags.lists] };
    },

    /** The site's own pages, every section's page and every publisher's. */
    async pagesSitemap(): Promise<Made> {
      const outlets = await publishers.list();
      const body = urlset([
        ...STATIC_PAGES.map((page) => url(page)),
        ...SECTIONS.map((section) => url(paths.section(section.tag))),
        ...outlets.map((outlet) => url(paths.publisher(outlet.publisherName))),
      ]);
      return { body, tags: [changeTags.publishers] };
    },

    /** One page of approved articles or of authors' pages, or undefined past the last page. */
    async pagedSitemap(kind: SitemapKind, page: number): Promise<Made | undefined> {
      if (page > (await pagesOf(kind))) return undefined;
      const slice = { page, limit: SITEMAP_PAGE_SIZE };
      const rows =
        kind === 'articles' ? await repository.sitemapEntries(slice) : await repository.authorEntries(slice);
      const pathOf = kind === 'articles' ? paths.articleDetails : paths.author;
      return {
        body: urlset(rows.map((row) => url(pathOf(row.id), row.updatedAt))),
        tags: [changeTags.lists],
      };
    },

    /** Made from nothing that changes: kept until a change of everything. */
    robots: async (): Promise<Made> => ({
      tags: [],
      body: `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: ${paths.login}\nDisallow: ${paths.register}\n\nSitemap: ${origin}/sitemap.xml\nSitemap: ${origin}${NEWS_SITEMAP}\n`,
    }),
  };
}
