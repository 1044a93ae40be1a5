import { idParamSchema } from '../schemas/common';
import { meterAnswerSchema, meterSettingsInputSchema, meterSettingsSchema } from '../schemas/meter';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** The metered and registration wall, decided per request on the server (docs/product.md#the-meter). */
const tags = ['meter'] as const;

export const readMetered = endpoint({
  tags,
  access: 'public',
  method: 'POST',
  path: '/articles/:id/meter',
  summary:
    'Open an article the reader may not read with one of their free articles this month, if they have one left (visitors are counted by a signed first-party cookie)',
  params: idParamSchema,
  response: { 200: meterAnswerSchema, ...errorAnswers(400, 404, 429) },
});

export const getMeterSettings = endpoint({
  tags,
  access: 'admin',
  method: 'GET',
  path: '/meter/settings',
  summary: 'How many free articles a month registered readers and visitors get',
  response: { 200: meterSettingsSchema, ...errorAnswers(401, 403) },
});

export const setMeterSettings = endpoint({
  tags,
  access: 'admin',
  method: 'PUT',
  path: '/meter/settings',
  summary: 'Set the free articles a month; every process follows within a minute, no page is cleared',
  body: meterSettingsInputSchema,
  response: { 200: meterSettingsSchema, ...errorAnswers(400, 401, 403) },
});
