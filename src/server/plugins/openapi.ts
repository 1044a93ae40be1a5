import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { completeOperation, describeRoute, takeFacts } from './openapi-document';
import { identityPaths, TOKEN_EXCHANGE } from './openapi-identity';
import { type Json, type Operation, sharedComponents } from './openapi-parts';

type Paths = Record<string, Record<string, Operation>>;

const TAGS: Record<string, string> = {
  auth: 'Accounts and sessions: sign up, sign in, sign out, and the API token.',
  articles: 'Articles: reading, searching, writing.',
  moderation: 'Editors approve, decline and make articles premium.',
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

/** The OpenAPI document at /api/docs/json and the docs UI at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // The identity library names its session cookie (with a __Secure- prefix over https).
  let sessionCookie = 'better-auth.session_token';
  app.addHook('onReady', async () => {
    if (app.auth) sessionCookie = (await app.auth.$context).authCookies.sessionToken.name;
  });

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

  await app.register(swagger, {
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
});
