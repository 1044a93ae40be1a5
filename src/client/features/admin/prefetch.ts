import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, Query } from '../../lib/api-client';
import {
  adminArticlesList,
  auditLogList,
  contactMessagesList,
  type PagedList,
  paymentsList,
  subscribersList,
  usersList,
} from './api/admin-lists';
import { apiKeysQueryOptions } from './api/api-keys';
import { getOverviewQueryOptions } from './api/get-overview';
import { webhooksQueryOptions } from './api/webhooks';
import { ADMIN_HOME_RECENT_LIMIT, listQueryParams } from './list-params';

/*
 * The data each dashboard screen needs, loaded by its route loader (on the server too, so the first page
 * arrives filled, and in the browser while the dashboard shows its spinner). The router imports this module
 * only when a dashboard route loads, so readers never download the admin API layer.
 */

interface Loaders {
  queryClient: QueryClient;
  api: ApiClient;
}

/** A list screen's rows: the page (and search, status) its URL asks for. */
const prefetchList =
  <T, P extends Query>(list: PagedList<T, P>) =>
  ({ queryClient, api }: Loaders, url: string) =>
    queryClient.ensureQueryData(list.options(api, listQueryParams(list, new URL(url).searchParams)));

export const prefetchAdminHome = ({ queryClient, api }: Loaders) =>
  Promise.all([
    queryClient.ensureQueryData(getOverviewQueryOptions(api)),
    queryClient.ensureQueryData(adminArticlesList.options(api, { limit: ADMIN_HOME_RECENT_LIMIT })),
  ]);

export const prefetchUsers = prefetchList(usersList);
export const prefetchAdminArticles = prefetchList(adminArticlesList);
export const prefetchPayments = prefetchList(paymentsList);
export const prefetchAuditLog = prefetchList(auditLogList);
export const prefetchContactMessages = prefetchList(contactMessagesList);
export const prefetchSubscribers = prefetchList(subscribersList);
export const prefetchWebhooks = ({ queryClient, api }: Loaders) =>
  queryClient.ensureQueryData(webhooksQueryOptions(api));
export const prefetchApiKeys = ({ queryClient, api }: Loaders) =>
  queryClient.ensureQueryData(apiKeysQueryOptions(api));
