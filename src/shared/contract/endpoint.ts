import type { z } from 'zod';
import type { Role } from '../roles';
import type { ApiKeyUse } from '../schemas/api-keys';

/**
 * Who may call an endpoint (docs/security.md#who-may-call-what): anyone, or a signed-in reader of at least
 * that role (`user`, `editor`, `admin`).
 */
export type Access = 'public' | Role;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API, written once (docs/architecture.md#one-contract-per-endpoint): the server
 * registers its route from it, the API document is derived from it, and the browser and the page renderer
 * call it through functions typed by it.
 */
export interface Endpoint {
  method: Method;
  /** Under `/api`, in the router's syntax: `/articles/:id/related`. */
  path: string;
  access: Access;
  /** The API document's tags and one-line summary. */
  tags: readonly string[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answers by status: the success (200 or 201) and the errors (the error contract). */
  response: { readonly [status: number]: z.ZodType };
  /** The answer is one page of a list: a JSON array, its total in X-Total-Count. */
  paged?: boolean;
  /**
   * Which API keys may call it (docs/product.md#api-keys): content keys, or admin keys holding this scope.
   * Without it, a request with a key is refused.
   */
  key?: ApiKeyUse;
}

/** Declares an endpoint, keeping its literal types for the callers. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** The key an endpoint is known by on both sides of the page renderer: `GET /articles/:id`. */
export const endpointKey = (definition: Pick<Endpoint, 'method' | 'path'>): string =>
  `${definition.method} ${definition.path}`;

type Success<E extends Endpoint> = 200 extends keyof E['response']
  ? E['response'][200]
  : 201 extends keyof E['response']
    ? E['response'][201]
    : never;

/** What the endpoint answers on success, as the caller reads it. */
export type Answer<E extends Endpoint> = Success<E> extends z.ZodType ? z.output<Success<E>> : never;

/** One row of a paged endpoint's answer. */
export type Row<E extends Endpoint> = Answer<E> extends readonly (infer T)[] ? T : never;

type Part<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: the path's parameters, the query and the body, each only where the endpoint has it. */
export type Input<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Part<E['params']> }
  : object) &
  (E['query'] extends z.ZodType ? { query?: Partial<Part<E['query']>> } : object) &
  (E['body'] extends z.ZodType ? { body: Part<E['body']> } : object);

/** The input as it travels to the transport: every part optional and untyped. */
export interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Whether the endpoint asks for nothing, so that its input may be left out. */
export type NoInput<E extends Endpoint> = E['params'] extends z.ZodType
  ? false
  : E['body'] extends z.ZodType
    ? false
    : true;

/** A path segment value that names nothing: empty, or a dot segment. */
const EMPTY_OR_DOT = (value: string) => value === '' || value === '.' || value === '..';

/**
 * The endpoint's path with its parameters filled in: each value becomes exactly one percent-encoded segment,
 * so an id can never add a segment, climb out of its own or start a query. An empty or dot value throws.
 */
export function endpointPath(definition: Pick<Endpoint, 'path'>, params: AnyInput['params'] = {}): string {
  return definition.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    // The parameter's name is the whole message: a caller turns it into its own error (an invalid link).
    const text = String(value ?? '');
    if (EMPTY_OR_DOT(text)) throw new RangeError(name);
    return encodeURIComponent(text);
  });
}
