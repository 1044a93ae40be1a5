import { getFrontPage } from '@shared/contract/front-page';
import {
  clearLeadStory,
  markArticleLive,
  setLeadStory,
  unmarkArticleLive,
} from '@shared/contract/front-page-desk';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import type { FrontPageService } from './front-page.service';

/** The front page's lead story and the "Live" label (docs/product.md#front-page). */
export function frontPageRoutes(app: FastifyInstance, frontPage: FrontPageService) {
  serve(app, getFrontPage, () => frontPage.get(), {}, { tags: (answer) => frontPage.tags(answer) });
  // Each names what it changed (front-page.service.ts).
  serve(app, setLeadStory, ({ viewer, body }) => frontPage.setLead(viewer, body.articleId), {
    changes: 'named',
  });
  serve(app, clearLeadStory, ({ viewer }) => frontPage.clearLead(viewer), { changes: 'named' });
  serve(app, markArticleLive, ({ viewer, params }) => frontPage.setLive(viewer, params.id, true), {
    changes: 'named',
  });
  serve(app, unmarkArticleLive, ({ viewer, params }) => frontPage.setLive(viewer, params.id, false), {
    changes: 'named',
  });
}
