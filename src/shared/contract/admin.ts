import {
  adminOverviewSchema,
  auditEntrySchema,
  contactMessageSchema,
  contactMessageStateSchema,
  subscriberSchema,
  subscribersCsvSchema,
} from '../schemas/admin';
import { deletedResponseSchema, idParamSchema, modifiedResponseSchema } from '../schemas/common';
import { errorAnswers, pagedList } from './answers';
import { endpoint } from './endpoint';

/** The admins' extras of the dashboard (docs/product.md#dashboard). */
const admin = { access: 'admin', tags: ['admin'] } as const;
const refused = errorAnswers(400, 401, 403);
const byId = errorAnswers(400, 401, 403, 404);

export const getAdminOverview = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/overview',
  summary: 'Counts for the dashboard',
  response: { 200: adminOverviewSchema, ...refused },
});

export const listAuditLog = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/audit-log',
  summary: 'Admin actions, newest first',
  ...pagedList(auditEntrySchema, refused),
});

export const listContactMessages = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/contact-messages',
  summary: 'Readers’ tips, submissions and feedback, newest first',
  ...pagedList(contactMessageSchema, refused),
});

export const setContactMessageHandled = endpoint({
  ...admin,
  method: 'PATCH',
  path: '/admin/contact-messages/:id',
  summary: 'Mark a reader’s message handled, or new again',
  params: idParamSchema,
  body: contactMessageStateSchema,
  response: { 200: modifiedResponseSchema, ...byId },
});

export const deleteContactMessage = endpoint({
  ...admin,
  method: 'DELETE',
  path: '/admin/contact-messages/:id',
  summary: 'Delete a reader’s message',
  params: idParamSchema,
  response: { 200: deletedResponseSchema, ...byId },
});

export const listNewsletterSubscribers = endpoint({
  ...admin,
  method: 'GET',
  key: 'members:read',
  path: '/admin/newsletter-subscribers',
  summary: 'Newsletter subscribers, newest first',
  ...pagedList(subscriberSchema, refused),
});

/** A file to download (text/csv), fetched with `api.download`, never `api.call`. */
export const exportNewsletterSubscribers = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/newsletter-subscribers.csv',
  summary: 'Every newsletter subscriber as CSV',
  response: { 200: subscribersCsvSchema, ...refused },
});
