import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import { paths } from '@shared/paths';
import { escapeHtml as xml } from '@shared/ssr';
import { splitTags } from '@shared/text';
import type { Db } from '../../db/client';
import { type ArticleRow, toArticleDto } from '../articles/articles.mapper';
import { createArticlesRepository } from '../articles/articles.repository';

const FEED_SIZE = 50;
const SITEMAP_LIMIT = 10_000;
const STATIC_PAGES = [paths.home, paths.allArticles, paths.about, paths.contact, paths.privacy, paths.terms];

/**
 * What feeds tell readers and crawlers (docs/product.md#articles): only approved articles, and of those only
 * previews, never a premium body; the API and private pages stay out of search engines.
 */
export function createSeoService(db: Db, site: { origin: string; name: string }) {
  const repository = createArticlesRepository(db);
  const { origin } = site;

  const rssItem = (row: ArticleRow) => {
    const article = toArticleDto(row, 'preview');
    const link = `${origin}${paths.articleDetails(article._id)}`;
    const categories = splitTags(article.tags)
      .map((tag) => `<category>${xml(tag)}</category>`)
      .join('');
    return `<item><title>${xml(article.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><pubDate>${row.createdAt.toUTCString()}</pubDate><description>${xml(article.description)}</description><author>${xml(article.email)} (${xml(article.displayName)})</author>${categories}</item>`;
  };

  return {
    /** RSS 2.0 of the newest approved articles. */
    async rss(): Promise<string> {
      const { rows } = await repository.list({ status: 'approve' }, { page: 1, limit: FEED_SIZE });
      return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(site.name)}</title><link>${origin}/</link><description>${TEXTS.feedDescription}</description><language>en</language><atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>${rows.map(rssItem).join('')}</channel></rss>`;
    },

    /** The public pages and every approved article. */
    async sitemap(): Promise<string> {
      const rows = await repository.sitemapEntries(SITEMAP_LIMIT);
      const urls = [
        ...STATIC_PAGES.map((page) => `<url><loc>${origin}${page}</loc></url>`),
        ...rows.map(
          (row) =>
            `<url><loc>${origin}${paths.articleDetails(row.id)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
    },

    robots: async (): Promise<string> =>
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: ${paths.login}\nDisallow: ${paths.register}\n\nSitemap: ${origin}/sitemap.xml\n`,
  };
}
