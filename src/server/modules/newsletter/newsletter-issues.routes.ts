import {
  composeNewsletterIssue,
  getArchivedNewsletterIssue,
  getNewsletterIssue,
  listNewsletterCandidates,
  listNewsletterIssues,
  previewNewsletterIssue,
  sendNewsletterIssue,
  testNewsletterIssue,
  updateNewsletterIssue,
} from '@shared/contract/newsletter-issues';
import type { FastifyInstance } from 'fastify';
import { documentEndpoints } from '../../lib/endpoint-documentation';
import { serve } from '../../lib/serve';
import { createNewsletterIssuesService } from './newsletter-issues.service';

/** Newsletter issues: composed, previewed, tested and sent by editors; read by anyone once sent. */
export async function newsletterIssuesRoutes(app: FastifyInstance) {
  const issues = createNewsletterIssuesService({
    db: app.database.db,
    mail: app.mail,
    queue: app.jobs,
    config: app.config,
    log: app.log,
  });
  documentEndpoints(app, [composeNewsletterIssue, sendNewsletterIssue]);
  // Issues are the editors' until sent, and a sent one is never changed: before it was sent its public
  // web version answered 404, which no cache keeps.
  const NO_CHANGE = { changes: 'none' } as const;

  serve(app, listNewsletterIssues, () => issues.list());
  serve(app, listNewsletterCandidates, () => issues.candidates());
  serve(app, composeNewsletterIssue, ({ viewer, body }) => issues.create(viewer, body), NO_CHANGE);
  serve(app, getNewsletterIssue, ({ params }) => issues.get(params.id));
  serve(app, updateNewsletterIssue, ({ params, body }) => issues.update(params.id, body), NO_CHANGE);
  serve(app, previewNewsletterIssue, ({ params }) => issues.preview(params.id));
  serve(app, testNewsletterIssue, ({ viewer, params }) => issues.sendTest(viewer, params.id), {
    ...NO_CHANGE,
    rateLimit: { max: 10, timeWindow: '1 minute' },
  });
  serve(
    app,
    sendNewsletterIssue,
    ({ params, body }) => issues.send(params.id, body.sendAt ? new Date(body.sendAt) : undefined),
    NO_CHANGE,
  );
  serve(app, getArchivedNewsletterIssue, ({ params }) => issues.publicIssue(params.id));
}
