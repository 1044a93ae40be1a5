import { articleInputSchema } from '@shared/schemas/articles';
import {
  deletedResponseSchema,
  errorResponseSchema,
  idParamSchema,
  insertedResponseSchema,
} from '@shared/schemas/common';
import {
  draftCreatedSchema,
  draftFieldsSchema,
  draftSavedSchema,
  draftSaveSchema,
  draftSchema,
} from '@shared/schemas/drafts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVerified } from '../../lib/verified';
import type { ArticleDraftsService } from './article-drafts.service';
import { errors, signedIn, spec } from './article-route-options';

const withConflict = { ...errors, 409: errorResponseSchema };
/** Saving a draft changes nothing a cache holds: drafts are read by their author only, never cached. */
const draftWrite = { keepsCaches: true } as const;
const submitQuerySchema = z.object({
  version: z.coerce.number({ message: 'must be a number' }).int().min(1).max(2_147_483_647),
});

/** An author's drafts: write, autosave, submit for review (docs/product.md#drafts). Their author only. */
export function draftRoutes(app: FastifyInstance, drafts: ArticleDraftsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = spec('user', 'The reader’s own drafts, last saved first', {
    response: { 200: z.array(draftSchema), ...errors },
  });
  api.get('/drafts', list, (request) => drafts.list(signedIn(request)));

  const create = spec(
    'user',
    'Start a draft (any field may still be empty); only its author sees it',
    { body: draftFieldsSchema, response: { 201: draftCreatedSchema, ...withConflict } },
    { ...draftWrite, rateLimit: { max: 60, timeWindow: '1 hour' } },
  );
  api.post('/drafts', create, async (request, reply) =>
    reply.status(201).send(await drafts.create(requireVerified(request.viewer), request.body)),
  );

  const one = spec('user', 'One of the reader’s drafts', {
    params: idParamSchema,
    response: { 200: draftSchema, ...errors },
  });
  api.get('/drafts/:id', one, (request) => drafts.get(signedIn(request), request.params.id));

  const save = spec(
    'user',
    'Save a draft on top of the version it was based on; a newer version saved elsewhere answers 409 DRAFT_CONFLICT',
    { params: idParamSchema, body: draftSaveSchema, response: { 200: draftSavedSchema, ...withConflict } },
    { ...draftWrite, rateLimit: { max: 600, timeWindow: '1 hour' } },
  );
  api.put('/drafts/:id', save, (request) => {
    const { version, ...fields } = request.body;
    return drafts.save(signedIn(request), request.params.id, version, fields);
  });

  const submit = spec(
    'user',
    'Submit a draft for review: the article is written from the body (status pending) and the draft removed',
    {
      params: idParamSchema,
      querystring: submitQuerySchema,
      body: articleInputSchema,
      response: { 201: insertedResponseSchema, ...withConflict },
    },
    { rateLimit: { max: 30, timeWindow: '1 hour' } },
  );
  api.post('/drafts/:id/submit', submit, async (request, reply) => {
    const author = requireVerified(request.viewer);
    const { id } = request.params;
    return reply.status(201).send(await drafts.submit(author, id, request.query.version, request.body));
  });

  const remove = spec(
    'user',
    'Delete one of the reader’s drafts',
    { params: idParamSchema, response: { 200: deletedResponseSchema, ...errors } },
    draftWrite,
  );
  api.delete('/drafts/:id', remove, (request) => drafts.remove(signedIn(request), request.params.id));
}
