import { errorResponseSchema, idParamSchema, modifiedResponseSchema } from '@shared/schemas/common';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../../types';

/** The route options the article routes share: who may call, the document's tags and the error answers. */

type Access = NonNullable<FastifyContextConfig['access']>;

/** What any article route may answer besides its success. */
export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** A route's options: its access rule (and any other config) and its schema under the tag. */
export function spec<S extends object>(
  access: Access,
  summary: string,
  schema: S,
  config: Omit<FastifyContextConfig, 'access'> = {},
  tags: string[] = ['articles'],
) {
  return { config: { access, ...config }, schema: { tags, summary, ...schema } };
}

/** The schema parts of a route on one article (`:id`) answering `ok`. */
export const byId = <T extends z.ZodType>(ok: T) => ({
  params: idParamSchema,
  response: { 200: ok, ...errors },
});

/** The reader of a route whose access rule lets only signed-in readers in. */
export const signedIn = (request: FastifyRequest) => request.viewer as Viewer;

/** An editor's action on one article (editors and admins); `extra` adds schema parts (a body). */
export const moderation = <E extends object = object>(summary: string, extra?: E) =>
  spec('editor', summary, { ...byId(modifiedResponseSchema), ...(extra as E) }, {}, ['moderation']);
