import { idParamSchema } from '../schemas/common';
import { sessionListSchema, sessionsEndedSchema } from '../schemas/sessions';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** The signed-in reader's sessions: listed on the profile, each of the others ended there. */
const sessions = { access: 'user', tags: ['auth'] } as const;

export const listSessions = endpoint({
  ...sessions,
  method: 'GET',
  path: '/me/sessions',
  summary: 'The signed-in reader’s active sessions (at most 50, the last used first)',
  response: { 200: sessionListSchema, ...errorAnswers(401) },
});

export const endSession = endpoint({
  ...sessions,
  method: 'DELETE',
  path: '/me/sessions/:id',
  summary: 'Sign out one of the reader’s other sessions',
  params: idParamSchema,
  response: { 200: sessionsEndedSchema, ...errorAnswers(400, 401, 404) },
});

export const endOtherSessions = endpoint({
  ...sessions,
  method: 'POST',
  path: '/me/sessions/end-others',
  summary: 'Sign out every session of the reader but this one',
  response: { 200: sessionsEndedSchema, ...errorAnswers(401) },
});
