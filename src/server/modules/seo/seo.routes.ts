import { isUuid } from '@shared/ids';
import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import { sectionBySlug, sectionName } from '@shared/sections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeTags } from '../../lib/changes';
import { notFound } from '../../lib/errors';
import { addReadTags } from '../../lib/read-tags';
import { createAuthorsService } from '../authors/authors.service';
import { createPublishersService } from '../publishers/publishers.service';
import { createSeoService, type Made, NEWS_SITEMAP } from './seo.service';

const FEED_CACHE = 'public, max-age=300';
const RSS = 'application/rss+xml; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const FEEDS = DISCOVERY_TEXTS.feeds;

type Params = FastifyRequest<{ Params: { slug?: string; id?: string; page?: string } }>;

/**
 * Feeds for readers and crawlers (docs/product.md#articles): RSS of the site and of each section, publisher
 * and author, the sitemap index and its sitemaps, robots; not in the API document.
 */
export async function seoRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const site = { origin: app.config.publicUrl, name: app.config.siteName };
  const seo = createSeoService(db, site);
  const publishers = createPublishersService(db, app.media);
  const authors = createAuthorsService(db, app.caches);

  // Each answer names what it was made from, so the page store keeps it until one of those changes.
  const serve = (
    url: string,
    type: string,
    cacheControl: string,
    build: (request: Params) => Promise<Made>,
  ) =>
    app.get(url, { config: { access: 'public' }, schema: { hide: true } }, async (request: Params, reply) => {
      const { body, tags } = await build(request);
      request.readTags = addReadTags(request.readTags, tags);
      return reply.type(type).header('cache-control', cacheControl).send(body);
    });

  serve('/rss.xml', RSS, FEED_CACHE, seo.rss);
  serve('/section/:slug/rss.xml', RSS, FEED_CACHE, async ({ params }) => {
    const tag = sectionBySlug(params.slug);
    if (!tag) throw notFound('Section');
    const channel = FEEDS.section(site.name, sectionName(tag));
    return seo.feed({ ...channel, page: paths.section(tag) }, { tag });
  });
  serve('/publisher/:slug/rss.xml', RSS, FEED_CACHE, async ({ params }) => {
    const publisher = await publishers.bySlug(params.slug ?? '');
    const channel = FEEDS.publisher(site.name, publisher.publisherName);
    const made = await seo.feed(
      { ...channel, page: paths.publisher(publisher.publisherName) },
      { publisher: publisher.publisherName },
    );
    // Found among the publishers by the slug of its name.
    return { ...made, tags: [...made.tags, changeTags.publishers] };
  });
  serve('/author/:id/rss.xml', RSS, FEED_CACHE, async ({ params }) => {
    if (!isUuid(params.id)) throw notFound('Author');
    const author = await authors.profile(params.id);
    const channel = FEEDS.author(site.name, author.name);
    return seo.feed({ ...channel, page: paths.author(author._id) }, { authorId: author._id });
  });
  serve('/sitemap.xml', XML, FEED_CACHE, seo.sitemapIndex);
  serve('/sitemaps/pages.xml', XML, FEED_CACHE, seo.pagesSitemap);
  serve(NEWS_SITEMAP, XML, FEED_CACHE, seo.newsSitemap);
  for (const kind of ['articles', 'authors'] as const) {
    serve(`/sitemaps/${kind}-:page.xml`, XML, FEED_CACHE, async ({ params }) => {
      const page = /^[1-9]\d{0,5}$/.test(params.page ?? '') ? Number(params.page) : 0;
      const sitemap = page > 0 ? await seo.pagedSitemap(kind, page) : undefined;
      if (!sitemap) throw notFound('Sitemap');
      return sitemap;
    });
  }
  serve('/robots.txt', 'text/plain; charset=utf-8', 'public, max-age=3600', seo.robots);
}
