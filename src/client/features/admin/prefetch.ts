import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { getAdminArticlesQueryOptions } from './api/get-admin-articles';
import { getAuditLogQueryOptions } from './api/get-audit-log';
import { getContactMessagesQueryOptions } from './api/get-contact-messages';
import { getOverviewQueryOptions } from './api/get-overview';
import { getPaymentsQueryOptions } from './api/get-payments';
import { getSubscribersQueryOptions } from './api/get-subscribers';
import { getUsersQueryOptions } from './api/get-users';
import { ADMIN_HOME_RECENT_LIMIT, ADMIN_PAGE_SIZE, adminListParams } from './list-params';

/*
 * The data each dashboard screen needs, loaded by its route loader (on the server too, so the first page
 * arrives filled, and in the browser while the dashboard shows its spinner). The router imports this module
 * only when a dashboard route loads, so readers never download the admin API layer.
 */

interface Loaders {
  queryClient: QueryClient;
  api: ApiClient;
}

const pageOf = (url: string) => adminListParams(new URL(url).searchParams).page;

export const prefetchAdminHome = ({ queryClient, api }: Loaders) =>
  Promise.all([
    queryClient.ensureQueryData(getOverviewQueryOptions(api)),
    queryClient.ensureQueryData(getAdminArticlesQueryOptions(api, { limit: ADMIN_HOME_RECENT_LIMIT })),
  ]);

export function prefetchUsers({ queryClient, api }: Loaders, url: string) {
  const { page, search } = adminListParams(new URL(url).searchParams);
  return queryClient.ensureQueryData(
    getUsersQueryOptions(api, { page, limit: ADMIN_PAGE_SIZE, search: search || undefined }),
  );
}

export function prefetchAdminArticles({ queryClient, api }: Loaders, url: string) {
  const { page, status } = adminListParams(new URL(url).searchParams);
  return queryClient.ensureQueryData(
    getAdminArticlesQueryOptions(api, { status, page, limit: ADMIN_PAGE_SIZE }),
  );
}

export const prefetchPayments = ({ queryClient, api }: Loaders, url: string) =>
  queryClient.ensureQueryData(getPaymentsQueryOptions(api, { page: pageOf(url), limit: ADMIN_PAGE_SIZE }));

export const prefetchAuditLog = ({ queryClient, api }: Loaders, url: string) =>
  queryClient.ensureQueryData(getAuditLogQueryOptions(api, { page: pageOf(url), limit: ADMIN_PAGE_SIZE }));

export const prefetchContactMessages = ({ queryClient, api }: Loaders, url: string) =>
  queryClient.ensureQueryData(
    getContactMessagesQueryOptions(api, { page: pageOf(url), limit: ADMIN_PAGE_SIZE }),
  );

export const prefetchSubscribers = ({ queryClient, api }: Loaders, url: string) =>
  queryClient.ensureQueryData(getSubscribersQueryOptions(api, { page: pageOf(url), limit: ADMIN_PAGE_SIZE }));
