import { idParamSchema } from '@shared/schemas/common';
import {
  newsletterCandidateSchema,
  newsletterIssueInputSchema,
  newsletterIssueSchema,
  newsletterPreviewSchema,
  newsletterSendInputSchema,
  publicNewsletterIssueSchema,
} from '@shared/schemas/newsletter-issues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDITOR, errorAnswers, limited, PUBLIC, routesTagged, signedIn } from '../../lib/route-schemas';
import { createNewsletterIssuesService } from './newsletter-issues.service';

const route = routesTagged('newsletter');
const refused = errorAnswers(400, 401, 403);
const byId = errorAnswers(400, 401, 403, 404);

const list = route(EDITOR, 'Newsletter issues, newest first, with their messages counted', {
  response: { 200: z.array(newsletterIssueSchema), ...refused },
});
const candidates = route(EDITOR, 'Approved articles an issue can carry, newest first', {
  response: { 200: z.array(newsletterCandidateSchema), ...refused },
});
const create = route(EDITOR, 'Compose a newsletter issue (a draft)', {
  description:
    'From the articles picked (approved ones only), or with `sinceLastIssue` every article approved since the last issue.',
  body: newsletterIssueInputSchema,
  response: { 201: newsletterIssueSchema, ...refused },
});
const get = route(EDITOR, 'A newsletter issue', {
  params: idParamSchema,
  response: { 200: newsletterIssueSchema, ...byId },
});
const update = route(EDITOR, 'Change a draft issue', {
  params: idParamSchema,
  body: newsletterIssueInputSchema,
  response: { 200: newsletterIssueSchema, ...byId, ...errorAnswers(409) },
});
const preview = route(EDITOR, 'An issue as a subscriber will read it: subject, HTML and plain text', {
  params: idParamSchema,
  response: { 200: newsletterPreviewSchema, ...byId },
});
const test = route(limited(EDITOR, 10, '1 minute'), "Send a test of an issue to the editor's own address", {
  params: idParamSchema,
  response: { 200: z.object({ sentTo: z.string() }), ...byId },
});
const send = route(EDITOR, 'Send an issue to every confirmed subscriber now, or schedule it', {
  description:
    'Without `sendAt` it goes now; with a future `sendAt` it is scheduled (and can be rescheduled until then). Each confirmed subscriber whose address does not bounce gets one message.',
  params: idParamSchema,
  body: newsletterSendInputSchema,
  response: { 200: newsletterIssueSchema, ...byId, ...errorAnswers(409) },
});
const archive = route(PUBLIC, 'The public web version of a sent issue', {
  params: idParamSchema,
  response: { 200: publicNewsletterIssueSchema, ...errorAnswers(400, 404) },
});

/** Newsletter issues: composed, previewed, tested and sent by editors; read by anyone once sent. */
export async function newsletterIssuesRoutes(app: FastifyInstance) {
  const issues = createNewsletterIssuesService({
    db: app.database.db,
    mail: app.mail,
    queue: app.jobs,
    config: app.config,
    log: app.log,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/newsletter/issues', list, () => issues.list());
  api.get('/newsletter/candidates', candidates, () => issues.candidates());
  api.post('/newsletter/issues', create, async (request, reply) =>
    reply.status(201).send(await issues.create(signedIn(request), request.body)),
  );
  api.get('/newsletter/issues/:id', get, (request) => issues.get(request.params.id));
  api.put('/newsletter/issues/:id', update, (request) => issues.update(request.params.id, request.body));
  api.get('/newsletter/issues/:id/preview', preview, (request) => issues.preview(request.params.id));
  api.post('/newsletter/issues/:id/test', test, (request) =>
    issues.sendTest(signedIn(request), request.params.id),
  );
  api.post('/newsletter/issues/:id/send', send, (request) =>
    issues.send(request.params.id, request.body.sendAt ? new Date(request.body.sendAt) : undefined),
  );
  api.get('/newsletter/archive/:id', archive, (request) => issues.publicIssue(request.params.id));
}
