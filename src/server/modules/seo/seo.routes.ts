import { paths } from '@shared/paths';
import { escapeHtml } from '@shared/ssr';
import { splitTags } from '@shared/text';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articles } from '../../db/schema';
import { toArticleDto } from '../articles/articles.mapper';
import { createArticlesRepository } from '../articles/articles.repository';

const FEED_SIZE = 50;
const SITEMAP_LIMIT = 10_000;
const STATIC_PAGES = [paths.home, paths.allArticles, paths.about, paths.contact, paths.privacy, paths.terms];
const FEED_CACHE = 'public, max-age=300';

/** Feeds for readers and crawlers (docs/product.md#articles): RSS of approved articles (previews only), sitemap, robots. */
export async function seoRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const repository = createArticlesRepository(db);
  const origin = app.config.publicUrl;
  const xml = escapeHtml;

  app.get('/rss.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const { rows } = await repository.list({ status: 'approve' }, { page: 1, limit: FEED_SIZE });
    const items = rows.map((row) => {
      const article = toArticleDto(row, 'preview');
      const link = `${origin}${paths.articleDetails(article._id)}`;
      const categories = splitTags(article.tags)
        .map((tag) => `<category>${xml(tag)}</category>`)
        .join('');
      return `<item><title>${xml(article.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><pubDate>${row.createdAt.toUTCString()}</pubDate><description>${xml(article.description)}</description><author>${xml(article.email)} (${xml(article.displayName)})</author>${categories}</item>`;
    });
    const feed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(app.config.siteName)}</title><link>${origin}/</link><description>A trusted source of daily news updates.</description><language>en</language><atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>${items.join('')}</channel></rss>`;
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', FEED_CACHE).send(feed);
  });

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const rows = await db
        .select({ id: articles.id, updatedAt: articles.updatedAt })
        .from(articles)
        .where(and(eq(articles.status, 'approve')))
        .orderBy(desc(articles.createdAt))
        .limit(SITEMAP_LIMIT);
      const urls = [
        ...STATIC_PAGES.map((page) => `<url><loc>${origin}${page}</loc></url>`),
        ...rows.map(
          (row) =>
            `<url><loc>${origin}${paths.articleDetails(row.id)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
      return reply.type('application/xml; charset=utf-8').header('cache-control', FEED_CACHE).send(sitemap);
    },
  );

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const robots = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /login\nDisallow: /register\n\nSitemap: ${origin}/sitemap.xml\n`;
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robots);
    },
  );
}
