import { articleSchema } from '@shared/schemas/articles';
import { idParamSchema } from '@shared/schemas/common';
import { savedStateSchema, savedStatesQuerySchema, savedStatesSchema } from '@shared/schemas/saved';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerPage,
  errorAnswers,
  pagedList,
  routesTagged,
  SIGNED_IN,
  signedIn,
} from '../../lib/route-schemas';
import { createSavedService } from './saved.service';

const route = routesTagged('saved');
/** A reader's saved articles are in no cache: saving and unsaving clear nothing. */
const OWN_LIST = { ...SIGNED_IN, keepsCaches: true } as const;
const onOne = { params: idParamSchema };

const list = route(SIGNED_IN, 'The signed-in reader’s saved articles (previews), the last saved first', {
  ...pagedList(articleSchema, errorAnswers(400, 401)),
});
const state = route(SIGNED_IN, 'Whether the signed-in reader saved this article', {
  ...onOne,
  response: { 200: savedStateSchema, ...errorAnswers(400, 401) },
});
const states = route(SIGNED_IN, 'Which of these articles (a page of cards) the signed-in reader saved', {
  querystring: savedStatesQuerySchema,
  response: { 200: savedStatesSchema, ...errorAnswers(400, 401) },
});
const save = route(OWN_LIST, 'Save an approved article for later (saving it again changes nothing)', {
  ...onOne,
  response: { 200: savedStateSchema, ...errorAnswers(400, 401, 404) },
});
const unsave = route(OWN_LIST, 'Remove an article from the saved ones (whether or not it was saved)', {
  ...onOne,
  response: { 200: savedStateSchema, ...errorAnswers(400, 401) },
});

/** Saved articles: each signed-in reader's own list (docs/product.md#saved-articles). */
export async function savedRoutes(app: FastifyInstance) {
  const saved = createSavedService(app.database.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/saved', list, (request, reply) =>
    answerPage(reply, saved.page(signedIn(request), request.query)),
  );
  api.get('/saved/states', states, (request) => saved.among(signedIn(request), request.query.ids));
  api.get('/saved/:id', state, (request) => saved.state(signedIn(request), request.params.id));
  api.put('/saved/:id', save, (request) => saved.save(signedIn(request), request.params.id));
  api.delete('/saved/:id', unsave, (request) => saved.unsave(signedIn(request), request.params.id));
}
