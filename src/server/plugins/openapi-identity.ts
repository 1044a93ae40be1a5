import {
  issueApiToken,
  requestPasswordReset,
  resetPassword,
  sendVerificationEmail,
  signIn,
  signOut,
  signUp,
} from '@shared/contract/auth';
import type { Endpoint } from '@shared/contract/endpoint';
import { sessionUserSchema } from '@shared/schemas/identity';
import { z } from 'zod';
import { completeOperation } from './openapi-document';
import { type Json, type Operation, openapiSchema } from './openapi-parts';

/**
 * The identity endpoints the site uses, as the identity library answers them through /api/auth/* (one
 * hidden wildcard route, so nothing is generated for them). Those the browser calls are declared in
 * src/shared/contract/auth.ts (method, path, summary, body, answer), the others here; what the contract
 * does not say (descriptions, headers, security, other answers) is written here. The shapes were read off
 * real answers; the document test sends real requests to each of them and holds the server to these shapes.
 */

const timestamp = z.iso.datetime();
const session = z.looseObject({
  id: z.string(),
  token: z.string().meta({ description: 'The session token, which is also the API’s bearer token.' }),
  userId: z.string(),
  expiresAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
  userAgent: z.string().nullable().optional(),
});

const json = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: openapiSchema(schema, io) },
});
const sessionCookieSet = {
  'Set-Cookie': { description: 'The session cookie (HttpOnly).', schema: { type: 'string' } },
};
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

/** An identity endpoint as the document needs it: the contract's, or one the browser never calls. */
type IdentityEndpoint = Pick<Endpoint, 'method' | 'path' | 'summary' | 'body'> & {
  response: { 200: z.ZodType };
};

interface IdentityOperation {
  endpoint: IdentityEndpoint;
  operation: {
    operationId: string;
    description?: string;
    security: Record<string, string[]>[];
    parameters?: Json[];
  };
  /** What the success answer is, and the headers it sets; its shape is the endpoint's. */
  answer: { description: string; headers?: Json };
  /** Answers besides success: errors the endpoint names in its own words, redirects. */
  responses?: Record<string, Json>;
}

const cookieOrNone: Record<string, string[]>[] = [{}, { sessionCookie: [] }];

const IDENTITY: IdentityOperation[] = [
  {
    endpoint: signUp,
    operation: {
      operationId: 'signUp',
      description:
        'Answers alike whether or not the address already has an account (that owner gets an e-mail instead). The password needs 6 characters, an uppercase letter, a digit and one of !@#$%^&*()_+ (code PASSWORD_RULE).',
      security: [],
    },
    answer: {
      description: 'The account as created (not yet confirmed).',
      headers: {
        'Set-Cookie': {
          description:
            'broadsheet.sign-up (HttpOnly, sent only to /api/auth/verify-email): opened with it, the confirmation link keeps the password; opened elsewhere, the password set at sign-up is deleted (docs/security.md).',
          schema: { type: 'string' },
        },
      },
    },
  },
  {
    endpoint: signIn,
    operation: {
      operationId: 'signIn',
      description:
        'Then POST /api/jwt exchanges the session cookie for the API’s bearer token. An account whose address is not confirmed gets 403 (EMAIL_NOT_VERIFIED) and a fresh link by e-mail.',
      security: [],
    },
    answer: {
      description: 'Signed in.',
      headers: {
        ...sessionCookieSet,
        'Set-Auth-Token': { description: 'The signed session token.', schema: { type: 'string' } },
      },
    },
    responses: {
      401: error('The e-mail address or the password is wrong (code INVALID_EMAIL_OR_PASSWORD).'),
      403: error('The address is not confirmed yet (code EMAIL_NOT_VERIFIED); a new link was mailed.'),
    },
  },
  {
    endpoint: signOut,
    operation: { operationId: 'signOut', security: cookieOrNone },
    answer: { description: 'Signed out.', headers: sessionCookieSet },
  },
  {
    endpoint: {
      method: 'GET',
      path: '/auth/get-session',
      summary: 'The session and reader of the cookie or bearer token sent; null for nobody',
      response: { 200: z.object({ session, user: sessionUserSchema }).nullable() },
    },
    operation: {
      operationId: 'getSession',
      security: [{}, { sessionCookie: [] }, { bearerAuth: [] }],
    },
    answer: { description: 'The session, or null.' },
  },
  {
    endpoint: sendVerificationEmail,
    operation: {
      operationId: 'sendVerificationEmail',
      description: 'Answers alike for any address; a signed-in reader whose address is confirmed gets 400.',
      security: cookieOrNone,
    },
    answer: { description: 'A link was mailed if the address needs one.' },
  },
  {
    endpoint: {
      method: 'GET',
      path: '/auth/verify-email',
      summary: 'The link from the confirmation e-mail: confirms the address and signs the reader in',
      response: { 200: z.object({ status: z.literal(true), user: z.null() }) },
    },
    operation: {
      operationId: 'verifyEmail',
      security: [],
      parameters: [
        { in: 'query', name: 'token', required: true, schema: { type: 'string' } },
        {
          in: 'query',
          name: 'callbackURL',
          required: false,
          description: 'Where to go next; a refused token goes there too, with ?error=INVALID_TOKEN.',
          schema: { type: 'string' },
        },
      ],
    },
    answer: { description: 'Confirmed (without callbackURL).' },
    responses: {
      302: {
        description: 'Confirmed, or refused with ?error=…, and sent on to the callbackURL.',
        headers: {
          Location: { required: true, schema: { type: 'string' } },
          ...sessionCookieSet,
        },
      },
      401: error('The token is not valid or has expired (code INVALID_TOKEN).'),
    },
  },
  {
    endpoint: requestPasswordReset,
    operation: {
      operationId: 'requestPasswordReset',
      description: 'Answers alike whether or not an account has the address.',
      security: [],
    },
    answer: { description: 'A link was mailed if an account has the address.' },
  },
  {
    endpoint: resetPassword,
    operation: { operationId: 'resetPassword', security: [] },
    answer: { description: 'The password was changed.' },
  },
];

/** The operation the document shows for an identity endpoint, before the shared answers are added. */
function identityOperation({ endpoint, operation, answer, responses }: IdentityOperation): Operation {
  const { operationId, description, ...rest } = operation;
  const { body } = endpoint;
  return {
    operationId,
    summary: endpoint.summary,
    ...(description ? { description } : {}),
    ...rest,
    ...(body
      ? { requestBody: { required: !body.safeParse(undefined).success, content: json(body, 'input') } }
      : {}),
    responses: {
      200: { ...answer, content: json(endpoint.response[200], 'output') },
      ...responses,
    },
    tags: ['auth'],
  };
}

/** The identity operations, completed like every generated one (errors, limits, 304 for reads). */
export function identityPaths(): Record<string, Record<string, Operation>> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const entry of IDENTITY) {
    const { method } = entry.endpoint;
    const path = `/api${entry.endpoint.path}`;
    const completed = completeOperation(
      identityOperation(entry),
      {
        method,
        access: 'public',
        ownAuthentication: true,
        limited: true,
        hasPathParams: false,
        bodyOptional: false,
        pagedList: false,
      },
      path,
    );
    paths[path] = { ...paths[path], [method.toLowerCase()]: completed };
  }
  return paths;
}

/** What the document adds to the token exchange, whose route authenticates by cookie itself. */
export const TOKEN_EXCHANGE = {
  path: `/api${issueApiToken.path}`,
  method: issueApiToken.method.toLowerCase(),
  security: [{ sessionCookie: [] }],
  description:
    'Answers for a session cookie set by signing in (or by the link in a confirmation e-mail); the token is then sent as `Authorization: Bearer <token>` on every API call.',
};
