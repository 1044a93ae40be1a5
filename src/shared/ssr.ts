import type { Role } from './roles';

/**
 * The contract between the server and the server-rendering bundle built from src/client/entry-server.tsx.
 * The server loads that bundle at run time, so neither side imports the other.
 */
export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type ApiTransport = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<ApiResponse>;

/**
 * What an endpoint answered when the page renderer called its service in process: the data as the service
 * returned it (no JSON in between), or the error contract.
 */
export interface DirectAnswer {
  status: number;
  data?: unknown;
  /** A paged endpoint's total (the X-Total-Count of the same answer over HTTP). */
  total?: number;
  error?: {
    statusCode: number;
    error: string;
    message: string;
    code?: string;
    fields?: Record<string, string>;
  };
}

/**
 * Calls an endpoint's service in process, as the page's reader, by the endpoint's key (`GET /articles/:id`):
 * the renderer's bundle and the server hold different copies of the contract, so the key is what they share.
 */
export type DirectTransport = (
  key: string,
  input: { params?: Record<string, string | number>; query?: Record<string, unknown> },
) => Promise<DirectAnswer>;

export interface RenderRequest {
  /** Path and query string of the page, e.g. `/allArticles?page=2`. */
  url: string;
  origin: string;
  headers: Record<string, string>;
  /** Calls an endpoint's service in process, as the signed-in reader if there is one. */
  direct: DirectTransport;
  siteName: string;
  /** The signed-in reader, known from the session cookie (null for a visitor). */
  viewer: SsrViewer | null;
  features: SiteFeatures;
  /** Logs an error the page shows only as a generic message (the page state never carries its text). */
  onError?: (error: unknown) => void;
}

/** What this installation offers, so the client can say what is not set up. */
export interface SiteFeatures {
  google: boolean;
  stripePublishableKey: string | null;
}

export interface SsrViewer {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  premiumUntil: string | null;
  /** When this sign-in's session ends unless it is used again (copies kept offline go with it). */
  sessionEndsAt?: string | null | undefined;
}

export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  /** Extra tags (Open Graph, Twitter, JSON-LD) as ready HTML. */
  extra?: string;
}

/**
 * The page state the server writes into the page (SSR_STATE_ELEMENT_ID) and the browser reads back before it
 * hydrates: who is reading, what the site offers, the router's loader results and the query cache.
 */
export interface SsrState {
  siteName: string;
  /** The site's public origin (its canonical addresses and share links are made from it). */
  origin?: string;
  viewer: SsrViewer | null;
  features: SiteFeatures;
  /** The router's hydration data; a thrown error carries only its status or one generic message. */
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  /** The query cache, dehydrated (TanStack Query's own format, which only the client reads). */
  query: unknown;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /**
   * `state` is written into the page as it is: the client's entries put an SsrState there (null for a render
   * that failed); the server only serializes it.
   */
  | { kind: 'html'; status: number; head: HeadTags; html: string; state: unknown };

export interface SsrEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}

export const SSR_STATE_ELEMENT_ID = 'broadsheet-state';

/** JSON that is safe inside a <script type="application/json"> element. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
