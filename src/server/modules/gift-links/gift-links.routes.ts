import { createGiftLink, listGiftLinks, revokeGiftLink } from '@shared/contract/gift-links';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { createGiftLinksService } from './gift-links.service';

/**
 * Gift links change nothing a shared copy holds: an address with a gift is never kept (plugins/public-cache.ts),
 * and the lists are the sender's own.
 */
const NONE = { changes: 'none' } as const;

/** Subscribers' gift links to premium articles (docs/product.md#gift-links). */
export async function giftLinksRoutes(app: FastifyInstance) {
  const gifts = createGiftLinksService(app.database.db, {
    secret: app.config.authSecret,
    publicUrl: app.config.publicUrl,
  });
  serve(app, createGiftLink, ({ viewer, params }) => gifts.give(viewer, params.id), {
    ...NONE,
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
  serve(app, listGiftLinks, ({ viewer }) => gifts.list(viewer));
  serve(app, revokeGiftLink, ({ viewer, params }) => gifts.revoke(viewer, params.id), NONE);
}
