import { insertedResponseSchema } from '../schemas/common';
import { contactMessageInputSchema } from '../schemas/contact';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** Readers write to the editors (docs/product.md#newsletter-and-contact); the dashboard reads the messages. */
export const sendMessageToEditors = endpoint({
  access: 'public',
  tags: ['contact'],
  method: 'POST',
  path: '/contact',
  summary: 'Send the editors a tip, a submission or feedback',
  body: contactMessageInputSchema,
  response: { 201: insertedResponseSchema, ...errorAnswers(400) },
});
