import { deletedResponseSchema, idParamSchema, insertedResponseSchema } from '../schemas/common';
import {
  publisherInputSchema,
  publisherListSchema,
  publisherSchema,
  slugParamSchema,
} from '../schemas/publishers';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** Publishers: everyone sees the list and each one's page; editors add, edit and remove them. */
const publishers = { tags: ['publishers'] } as const;

export const listPublishers = endpoint({
  ...publishers,
  access: 'public',
  method: 'GET',
  key: 'content',
  path: '/publisher',
  summary: 'All publishers',
  response: { 200: publisherListSchema },
});

export const getPublisher = endpoint({
  ...publishers,
  access: 'public',
  method: 'GET',
  key: 'content',
  path: '/publishers/:slug',
  summary: 'One publisher, by the address of its page (`/publisher/{slug}`)',
  params: slugParamSchema,
  response: { 200: publisherSchema, ...errorAnswers(400, 404) },
});

export const addPublisher = endpoint({
  ...publishers,
  access: 'editor',
  method: 'POST',
  path: '/publisher',
  summary: 'Add a publisher with a logo uploaded first (editors)',
  body: publisherInputSchema,
  response: { 201: insertedResponseSchema, ...errorAnswers(400, 401, 403, 409) },
});

export const updatePublisher = endpoint({
  ...publishers,
  access: 'editor',
  method: 'PUT',
  path: '/publisher/:id',
  summary: 'Rename a publisher, or change its country or logo; its articles follow a new name (editors)',
  params: idParamSchema,
  body: publisherInputSchema,
  response: { 200: publisherSchema, ...errorAnswers(400, 401, 403, 404, 409) },
});

export const removePublisher = endpoint({
  ...publishers,
  access: 'editor',
  method: 'DELETE',
  path: '/publisher/:id',
  summary: 'Remove a publisher that no article or draft names (409 while any does) (editors)',
  params: idParamSchema,
  response: { 200: deletedResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
});
