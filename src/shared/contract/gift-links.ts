import { idParamSchema } from '../schemas/common';
import { giftLinkSchema, giftLinksSchema, newGiftLinkSchema } from '../schemas/gift-links';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** Subscribers' gift links to premium articles (docs/product.md#gift-links). */
const tags = ['gift links'] as const;

export const createGiftLink = endpoint({
  tags,
  access: 'user',
  method: 'POST',
  path: '/articles/:id/giftLinks',
  summary:
    'Give a premium article: a signed link that opens it in full for a week (subscribers, ten a month)',
  params: idParamSchema,
  response: { 201: newGiftLinkSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
});

export const listGiftLinks = endpoint({
  tags,
  access: 'user',
  method: 'GET',
  path: '/giftLinks',
  summary: 'The reader’s gift links, the newest first, and how many more they may give this month',
  response: { 200: giftLinksSchema, ...errorAnswers(401) },
});

export const revokeGiftLink = endpoint({
  tags,
  access: 'user',
  method: 'DELETE',
  path: '/giftLinks/:id',
  summary: 'Withdraw one of one’s own gift links: it opens nothing from then on',
  params: idParamSchema,
  response: { 200: giftLinkSchema, ...errorAnswers(400, 401, 404) },
});
