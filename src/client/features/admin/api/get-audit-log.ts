import type { AuditEntry } from '@shared/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export interface AuditLogParams {
  page?: number;
  limit?: number;
}

/** Admin actions, newest first. */
export const getAuditLog = (api: ApiClient, params: AuditLogParams) =>
  api.list<AuditEntry>(apiPath`/admin/audit-log`, { ...params });

export const getAuditLogQueryOptions = (api: ApiClient, params: AuditLogParams = {}) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', params],
    queryFn: () => getAuditLog(api, params),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(params: AuditLogParams = {}) {
  return useQuery(getAuditLogQueryOptions(useApi(), params));
}
