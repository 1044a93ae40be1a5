import type { FastifyInstance } from 'fastify';
import { createSeoService } from './seo.service';

const FEED_CACHE = 'public, max-age=300';

/** Feeds for readers and crawlers (docs/product.md#articles): RSS, sitemap, robots; not in the API document. */
export async function seoRoutes(app: FastifyInstance) {
  const seo = createSeoService(app.database.db, { origin: app.config.publicUrl, name: app.config.siteName });
  const serve = (url: string, type: string, cacheControl: string, build: () => Promise<string>) =>
    app.get(url, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
      const body = await build();
      return reply.type(type).header('cache-control', cacheControl).send(body);
    });

  serve('/rss.xml', 'application/rss+xml; charset=utf-8', FEED_CACHE, seo.rss);
  serve('/sitemap.xml', 'application/xml; charset=utf-8', FEED_CACHE, seo.sitemap);
  serve('/robots.txt', 'text/plain; charset=utf-8', 'public, max-age=3600', seo.robots);
}
