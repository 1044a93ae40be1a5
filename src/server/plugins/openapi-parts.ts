import { errorResponseSchema } from '@shared/schemas/common';
import { z } from 'zod';

/**
 * The pieces of the OpenAPI document that are not generated from a route's zod schemas: the components every
 * operation shares (the error contract, headers, security schemes) and helpers for routes whose bodies or
 * answers are not JSON, which describe them in `schema.document` (openapi-document.ts writes them out).
 */

export type Json = Record<string, unknown>;
export interface Operation extends Json {
  operationId?: string;
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
  security?: Record<string, string[]>[];
}

/** What the document says where a zod schema cannot: bodies a route reads itself, answers that are not JSON. */
export interface DocumentOnly {
  requestBody?: Json;
  parameters?: Json[];
  responses?: Record<number, Json>;
  /** The answer is written as it is read (a large export): it carries no ETag, so it is never a 304. */
  streamed?: boolean;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only: never used to validate or serialize (see src/server/plugins/openapi-document.ts). */
    document?: DocumentOnly;
  }
}

export const ref = (kind: 'schemas' | 'responses' | 'headers', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

export function openapiSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'openapi-3.0', io }) as Json;
  return nullInNullableEnums(rest) as Json;
}

/**
 * OpenAPI 3.0 reads `enum` before `nullable`: a nullable enum lets null through only when its list names it
 * (OpenAPI 3.0.3, "nullable"), so a nullable enum's list gains null.
 */
export function nullInNullableEnums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullInNullableEnums);
  if (node === null || typeof node !== 'object') return node;
  const fields = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, nullInNullableEnums(value)]),
  ) as Json;
  if (fields.nullable === true && Array.isArray(fields.enum) && !fields.enum.includes(null))
    fields.enum = [...fields.enum, null];
  return fields;
}

/** The error contract and the answers every operation shares, as document components. */
export function sharedComponents(): Json {
  const error = (description: string, headers?: Json) => ({
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: ref('schemas', 'ErrorResponse') } },
  });
  const seconds = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });
  return {
    schemas: { ErrorResponse: openapiSchema(errorResponseSchema) },
    responses: {
      BadRequest: error(
        'The request is malformed (an address or body the server will not read) or its input is invalid; `fields` names each invalid field.',
      ),
      Unauthorized: error(
        'No valid bearer token: none was sent where one is required, or the one sent is unknown or has expired.',
      ),
      Forbidden: error(
        'The reader may not do this: an editor’s action, someone else’s item, or (code EMAIL_NOT_VERIFIED) an address not confirmed yet.',
      ),
      NotFound: error('Nothing with this id or name exists, or the reader may not see it.'),
      Conflict: error('The request conflicts with what is stored; `code` says how.'),
      PayloadTooLarge: error('The body is larger than the server reads (1 MB; 5 MB for an image).'),
      UnsupportedMediaType: error('The body’s Content-Type is not one this operation reads.'),
      InternalError: error('Something went wrong on the server.'),
      ServiceUnavailable: error('The database cannot be reached or the server is shutting down; try again.', {
        'Retry-After': seconds('Seconds to wait before trying again.'),
      }),
    },
    headers: {
      ETag: {
        description: 'A weak tag of the answer; send it back in If-None-Match.',
        required: true,
        schema: { type: 'string' },
      },
      XTotalCount: {
        description: 'How many items the whole list holds, across all pages.',
        required: true,
        schema: { type: 'integer', minimum: 0 },
      },
      XRateLimitLimit: { ...seconds('Requests allowed in the window.'), required: true },
      XRateLimitRemaining: { ...seconds('Requests left in the current window.'), required: true },
      XRateLimitReset: { ...seconds('Seconds until the window starts again.'), required: true },
    },
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description:
          'The API token from POST /api/jwt (exchanged for the session cookie that signing in sets).',
      },
      contentKey: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'bs_content_…',
        description:
          'A read-only content key an admin made (Dashboard → API keys), sent as a bearer: published articles, sections, publishers and authors, read as a visitor — a premium article’s body never. Rate-limited per key; refused with 401 once revoked, with 403 by an endpoint that does not list it.',
      },
      adminKey: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'bs_admin_…',
        description:
          'An admin key an admin made for an integration, sent as a bearer: it acts for that admin on the endpoints of its scopes alone (each operation names its scope in x-api-key-scope). Rate-limited per key; refused with 401 once revoked or once its admin is no longer one, with 403 outside its scopes.',
      },
    },
  };
}

/** A multipart/form-data body of one image file, for `schema.document.requestBody`. */
export function fileUploadBody(field: string, formats: readonly string[], maxBytes: number): Json {
  const names = formats.map((format) => format.toUpperCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
  const description = `A ${list} image of at most ${Math.round(maxBytes / 1024 / 1024)} MB.`;
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [field],
          properties: { [field]: { type: 'string', format: 'binary', description } },
        },
      },
    },
  };
}

/** An answer of raw bytes of one type, for `schema.document.responses`. */
export function bytesAnswer(contentType: string, description: string, headers?: Json): Json {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
  };
}

/** A body the route reads itself (no validation by the schema), described by a zod schema. */
export function documentedBody(schema: z.ZodType, contentType = 'application/json'): Json {
  return { required: true, content: { [contentType]: { schema: openapiSchema(schema, 'input') } } };
}

/** A required request header, for `schema.document.parameters`. */
export function requiredHeader(name: string, description: string): Json {
  return { in: 'header', name, required: true, description, schema: { type: 'string' } };
}
