import type { RoleChangeInput } from '@shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/**
 * Promotes a user (the page asks first). The server changes a role only when the body names it, so the role
 * is always sent. A 409 `LAST_ADMIN` comes only from a demotion.
 */
export const makeAdmin = (api: ApiClient, id: string) =>
  api.send<{ modifiedCount: number }>('PATCH', apiPath`/users/admin/${id}`, {
    role: 'admin',
  } satisfies RoleChangeInput);

export function useMakeAdmin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => makeAdmin(api, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
      ]),
  });
}
