import { ROLES } from '@shared/roles';
import { emailSchema } from '@shared/schemas/common';
import { z } from 'zod';
import { emailRequestBodySchema, signUpBodySchema } from '../modules/auth/identity-input';
import { completeOperation, type OperationFacts } from './openapi-document';
import { type Json, type Operation, openapiSchema } from './openapi-parts';

/**
 * The identity endpoints the site uses, as the identity library answers them through /api/auth/* (one
 * hidden wildcard route, so nothing is generated for them). The shapes were read off real answers; the
 * document test sends real requests to each of them and holds the server to these shapes.
 */

const timestamp = z.iso.datetime();
const sessionUser = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  premiumUntil: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
const session = z.looseObject({
  id: z.string(),
  token: z.string().meta({ description: 'The session token, which is also the API’s bearer token.' }),
  userId: z.string(),
  expiresAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});
const status = z.object({ status: z.literal(true) });

const json = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: openapiSchema(schema, io) },
});
const body = (schema: z.ZodType, required = true) => ({ required, content: json(schema, 'input') });
const answer = (description: string, schema: z.ZodType, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: json(schema, 'output'),
});
const sessionCookieSet = {
  'Set-Cookie': { description: 'The session cookie (HttpOnly).', schema: { type: 'string' } },
};
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

interface IdentityOperation {
  method: 'GET' | 'POST';
  path: string;
  operation: Omit<Operation, 'responses'> & { responses: Record<string, Json> };
  facts?: Partial<OperationFacts>;
}

const cookieOrNone = [{}, { sessionCookie: [] }];

const IDENTITY: IdentityOperation[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    operation: {
      operationId: 'signUp',
      summary: 'Create an account; a link to confirm the address is mailed, nobody is signed in yet',
      description:
        'Answers alike whether or not the address already has an account (that owner gets an e-mail instead). The password needs 6 characters, an uppercase letter, a digit and one of !@#$%^&*()_+ (code PASSWORD_RULE).',
      security: [],
      requestBody: body(signUpBodySchema),
      responses: {
        200: answer(
          'The account as created (not yet confirmed).',
          z.object({
            token: z.null(),
            user: z.object({
              id: z.string(),
              email: z.string(),
              name: z.string(),
              image: z.string().nullable(),
              emailVerified: z.literal(false),
              createdAt: timestamp,
              updatedAt: timestamp,
            }),
          }),
        ),
      },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    operation: {
      operationId: 'signIn',
      summary: 'Sign in with e-mail and password; sets the session cookie',
      description:
        'Then POST /api/jwt exchanges the session cookie for the API’s bearer token. An account whose address is not confirmed gets 403 (EMAIL_NOT_VERIFIED) and a fresh link by e-mail.',
      security: [],
      requestBody: body(
        z.object({
          email: emailSchema,
          password: z.string(),
          callbackURL: z.string().optional(),
          rememberMe: z.boolean().optional(),
        }),
      ),
      responses: {
        200: answer(
          'Signed in.',
          z.looseObject({
            redirect: z.boolean(),
            token: z.string(),
            url: z.string().optional(),
            user: sessionUser,
          }),
          {
            ...sessionCookieSet,
            'Set-Auth-Token': { description: 'The signed session token.', schema: { type: 'string' } },
          },
        ),
        401: error('The e-mail address or the password is wrong (code INVALID_EMAIL_OR_PASSWORD).'),
        403: error('The address is not confirmed yet (code EMAIL_NOT_VERIFIED); a new link was mailed.'),
      },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out',
    operation: {
      operationId: 'signOut',
      summary: 'End the session of the cookie sent, if any, and clear the cookies',
      security: cookieOrNone,
      requestBody: body(z.object({}), false),
      responses: { 200: answer('Signed out.', z.object({ success: z.literal(true) }), sessionCookieSet) },
    },
  },
  {
    method: 'GET',
    path: '/api/auth/get-session',
    operation: {
      operationId: 'getSession',
      summary: 'The session and reader of the cookie or bearer token sent; null for nobody',
      security: [{}, { sessionCookie: [] }, { bearerAuth: [] }],
      responses: {
        200: answer('The session, or null.', z.object({ session, user: sessionUser }).nullable()),
      },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    operation: {
      operationId: 'sendVerificationEmail',
      summary: 'Mail a new link that confirms the address (and signs the reader in)',
      description: 'Answers alike for any address; a signed-in reader whose address is confirmed gets 400.',
      security: cookieOrNone,
      requestBody: body(emailRequestBodySchema),
      responses: { 200: answer('A link was mailed if the address needs one.', status) },
    },
  },
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    operation: {
      operationId: 'verifyEmail',
      summary: 'The link from the confirmation e-mail: confirms the address and signs the reader in',
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
      responses: {
        200: answer(
          'Confirmed (without callbackURL).',
          z.object({ status: z.literal(true), user: z.null() }),
        ),
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
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    operation: {
      operationId: 'requestPasswordReset',
      summary: 'Mail a link to choose a new password',
      description: 'Answers alike whether or not an account has the address.',
      security: [],
      requestBody: body(emailRequestBodySchema),
      responses: {
        200: answer(
          'A link was mailed if an account has the address.',
          z.object({ status: z.literal(true), message: z.string() }),
        ),
      },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    operation: {
      operationId: 'resetPassword',
      summary: 'Choose a new password with the token from the reset e-mail; ends every session',
      security: [],
      requestBody: body(z.object({ newPassword: z.string(), token: z.string().optional() })),
      responses: { 200: answer('The password was changed.', status) },
    },
  },
];

/** The identity operations, completed like every generated one (errors, limits, 304 for reads). */
export function identityPaths(): Record<string, Record<string, Operation>> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, path, operation, facts } of IDENTITY) {
    const completed = completeOperation(
      { ...operation, tags: ['auth'] },
      {
        method,
        access: 'public',
        ownAuthentication: true,
        limited: true,
        hasPathParams: false,
        bodyOptional: false,
        pagedList: false,
        ...facts,
      },
      path,
    );
    paths[path] = { ...paths[path], [method.toLowerCase()]: completed };
  }
  return paths;
}

/** What the document adds to the token exchange, whose route authenticates by cookie itself. */
export const TOKEN_EXCHANGE = {
  path: '/api/jwt',
  method: 'post',
  security: [{ sessionCookie: [] }],
  description:
    'Answers for a session cookie set by signing in (or by the link in a confirmation e-mail); the token is then sent as `Authorization: Bearer <token>` on every API call.',
};
