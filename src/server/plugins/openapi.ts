import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { sessionCookieName } from '../modules/auth/identity-settings';
import { completeOperation, describeRoute, takeFacts } from './openapi-document';
import { identityPaths, TOKEN_EXCHANGE } from './openapi-identity';
import { type Json, type Operation, sharedComponents } from './openapi-parts';

type Paths = Record<string, Record<string, Operation>>;

const TAGS: Record<string, string> = {
  auth: 'Accounts and sessions: sign up, sign in, sign out, and the API token.',
  articles: 'Articles: reading, searching, writing.',
  moderation: 'Editors approve, decline and make articles premium.',
  'front-page': 'The front page’s lead story and the “Live” label of running stories, picked by editors.',
  publishers: 'The publishers articles belong to.',
  media: 'Uploaded images and the image files.',
  users: 'Readers and roles.',
  payments: 'Premium plans and card payments.',
  admin: 'The editors’ dashboard.',
  newsletter: 'Newsletter subscriptions.',
  contact: 'Messages to the editors.',
  stats: 'Public counts.',
  authors: 'Authors and their articles.',
  saved: 'Each signed-in reader’s saved articles.',
  readership: 'Views and visitors of the articles, counted without cookies.',
  export: 'The whole site as an archive, and its members as CSV: files for admins to download.',
  'api-keys': 'Content keys for apps and static sites, and scoped admin keys for integrations.',
};

const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);

/**
 * Paths that differ only in their parameters' names are one path to OpenAPI. They are merged under the
 * names of the path registered last; each operation's parameter says what its segment holds.
 */
function mergeIdenticalPaths(paths: Paths) {
  const groups = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const key = path.replace(/\{[^}]+\}/g, '{}');
    groups.set(key, [...(groups.get(key) ?? []), path]);
  }
  for (const group of groups.values()) {
    const target = group.at(-1);
    if (!target || group.length < 2) continue;
    const names = pathParams(target);
    for (const path of group.slice(0, -1)) {
      const own = pathParams(path);
      for (const [method, operation] of Object.entries(paths[path] ?? {})) {
        for (const parameter of operation.parameters ?? []) {
          const index = own.indexOf(String(parameter.name));
          const name = names[index];
          if (parameter.in !== 'path' || !name || name === parameter.name) continue;
          parameter.description ??= `In this operation the segment holds the ${String(parameter.name)}.`;
          parameter.name = name;
        }
        const merged = paths[target] ?? {};
        paths[target] = merged;
        if (merged[method])
          throw new Error(`${method.toUpperCase()} ${path} and ${target} are one operation`);
        merged[method] = operation;
      }
      delete paths[path];
    }
  }
}

const DOCS_PREFIX = '/api/docs';
/** What a request for the docs passes on to them, and what of their answer is not passed back. */
const ASKED_HEADERS = ['accept', 'if-none-match', 'if-modified-since', 'range'];
const TRANSFER_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * The OpenAPI document at /api/docs/json and the docs UI at /api/docs. Few requests ever ask for them, so
 * the document builder and the UI are loaded, and the document made, by the first one: until then the
 * plugin only notes each route as it is registered (docs/decisions/0027-memory.md). The docs then live in
 * an instance of their own holding those routes' descriptions, which requests under /api/docs reach
 * through this site's hooks (its headers, compression and error contract) like any other answer.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // Kept as registered: hooks that run after this one may still complete a route's schema or config.
  const described: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // Fastify's own HEAD twins of GET routes are not operations of their own (nor were they documented).
    if (route.method === 'HEAD' || route.url.startsWith(DOCS_PREFIX)) return;
    if (route.constraints) return;
    described.push(route);
  });

  // The identity library's session cookie (with a __Secure- prefix over https).
  const sessionCookie = sessionCookieName(app.config.publicUrl);

  function completeDocument(documentObject: object) {
    const { openapiObject } = documentObject as { openapiObject: Json };
    const paths = (openapiObject.paths ?? {}) as Paths;
    for (const [path, item] of Object.entries(paths)) {
      for (const operation of Object.values(item)) {
        const facts = takeFacts(operation);
        if (facts) completeOperation(operation, facts, path);
      }
    }
    const exchange = paths[TOKEN_EXCHANGE.path]?.[TOKEN_EXCHANGE.method];
    if (exchange) {
      exchange.security = TOKEN_EXCHANGE.security;
      exchange.description = TOKEN_EXCHANGE.description;
    }
    mergeIdenticalPaths(paths);
    const shared = sharedComponents();
    const components = (openapiObject.components ?? {}) as Record<string, Json>;
    const identity = identityPaths();
    const used = new Set(
      Object.values({ ...identity, ...paths }).flatMap((item) =>
        Object.values(item).flatMap((operation) => (operation.tags as string[] | undefined) ?? []),
      ),
    );
    return {
      ...openapiObject,
      servers: [{ url: new URL(app.config.publicUrl).origin, description: 'This site' }],
      tags: [...used].map((name) => ({ name, ...(TAGS[name] ? { description: TAGS[name] } : {}) })),
      paths: { ...identity, ...paths },
      components: {
        ...components,
        schemas: { ...components.schemas, ...(shared.schemas as Json) },
        responses: shared.responses,
        headers: shared.headers,
        securitySchemes: {
          ...(shared.securitySchemes as Json),
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'The session cookie that signing in sets (HttpOnly; browsers send it themselves).',
          },
        },
      },
    };
  }

  async function buildDocs(): Promise<FastifyInstance> {
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    const docs = Fastify({ logger: false, exposeHeadRoutes: false });
    // The routes are there to be described, never called: nothing of theirs is compiled.
    docs.setValidatorCompiler(() => () => true);
    docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
    await docs.register(swagger, {
      openapi: {
        info: {
          title: `${app.config.siteName} API`,
          description: `The HTTP API behind the ${app.config.siteName} news site. Sign in (POST /api/auth/sign-in/email), exchange the session cookie for a token (POST /api/jwt) and send it as a bearer. Errors follow one JSON contract (ErrorResponse).`,
          version: '1.0.0',
        },
      },
      transform: describeRoute,
      transformObject: completeDocument,
      hideUntagged: false,
    });
    const unused = async () => null;
    // What the document reads of a route: what it answers, never how (no handler, hooks or limits).
    for (const { method, url, schema, config } of described)
      docs.route({ method, url, schema, config, handler: unused });
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
    await docs.ready();
    // The document is made once, now: a route that cannot be described fails here, not in a reader's answer.
    docs.swagger();
    return docs;
  }

  let docs: Promise<FastifyInstance> | undefined;
  const docsApp = () => {
    docs ??= buildDocs().catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    return docs;
  };
  app.addHook('onClose', async () => {
    if (docs) await (await docs.catch(() => null))?.close();
  });

  async function serveDocs(request: FastifyRequest, reply: FastifyReply) {
    const headers: Record<string, string> = {};
    for (const name of ASKED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await (await docsApp()).inject({ method: 'GET', url: request.url, headers });
    if (answer.statusCode === 404) return reply.callNotFound();
    reply.status(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !TRANSFER_HEADERS.has(name)) reply.header(name, value);
    return reply.send(answer.rawPayload);
  }
  app.get(DOCS_PREFIX, { schema: { hide: true } }, serveDocs);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, serveDocs);
});
