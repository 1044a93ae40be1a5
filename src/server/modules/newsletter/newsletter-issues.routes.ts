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

  serve(app, listNewsletterIssues, () => issues.list());
  serve(app, listNewsletterCandidates, () => issues.candidates());
  serve(app, composeNewsletterIssue, ({ viewer, body }) => issues.create(viewer, body));
  serve(app, getNewsletterIssue, ({ params }) => issues.get(params.id));
  serve(app, updateNewsletterIssue, ({ params, body }) => issues.update(params.id, body));
  serve(app, previewNewsletterIssue, ({ params }) => issues.preview(params.id));
  serve(app, testNewsletterIssue, ({ viewer, params }) => issues.sendTest(viewer, params.id), {
    rateLimit: { max: 10, timeWindow: '1 minute' },
  });
  serve(app, sendNewsletterIssue, ({ params, body }) =>
    issues.send(params.id, body.sendAt ? new Date(body.sendAt) : undefined),
  );
  serve(app, getArchivedNewsletterIssue, ({ params }) => issues.publicIssue(params.id));
}
