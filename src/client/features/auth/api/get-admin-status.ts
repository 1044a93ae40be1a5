import { adminStatus } from '@shared/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { useAuth, useAuthStore } from '../../../lib/auth';

export const getAdminStatus = (api: ApiClient, email: string) => api.call(adminStatus, { params: { email } });

export const getAdminStatusQueryOptions = (api: ApiClient, email: string) =>
  queryOptions({ queryKey: [email, 'isAdmin'], queryFn: () => getAdminStatus(api, email) });

/**
 * The reader's role (docs/product.md#dashboard) is fetched once auth loading finishes, and controls the Dashboard link.
 * The answer is written into the auth store, which the navigation bar and the route guards read.
 */
export function useAdminStatus() {
  const api = useApi();
  const authStore = useAuthStore();
  const { user, loading } = useAuth();
  const email = user?.email ?? '';
  const query = useQuery({
    ...getAdminStatusQueryOptions(api, email),
    enabled: !loading && Boolean(user),
  });
  // An older server answers only `admin`; its role is then admin or not.
  const role = query.data ? (query.data.role ?? (query.data.admin ? 'admin' : 'user')) : undefined;
  useEffect(() => {
    if (role !== undefined && authStore.getState().user?.email === email) authStore.setRole(role);
  }, [role, authStore, email]);
  return query;
}
