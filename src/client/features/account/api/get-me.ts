import { getMe } from '@shared/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** The signed-in reader's own profile, as the profile form edits it (the bio included). */
export const getMeQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['me'], queryFn: () => api.call(getMe), staleTime: 0 });

/** `signedIn`: asked only while someone is signed in (a sign-out clears the cache under a mounted page). */
export function useMe(signedIn: boolean) {
  return useQuery({ ...getMeQueryOptions(useApi()), enabled: signedIn });
}
