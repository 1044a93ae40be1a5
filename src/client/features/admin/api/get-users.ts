import type { User } from '@shared/schemas/auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export interface UsersParams {
  page?: number;
  limit?: number;
  /** Part of a name or an e-mail address. */
  search?: string;
}

export const getUsers = (api: ApiClient, params: UsersParams) =>
  api.list<User>(apiPath`/users`, { ...params });

export const getUsersQueryOptions = (api: ApiClient, params: UsersParams = {}) =>
  queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: () => getUsers(api, params),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams = {}) {
  return useQuery(getUsersQueryOptions(useApi(), params));
}
