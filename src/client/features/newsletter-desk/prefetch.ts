import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { getCandidatesQueryOptions, getIssuesQueryOptions } from './api/issues';

/** The newsletter screen's data, loaded by its route (imported only when that route loads). */
export const prefetchNewsletterDesk = ({ queryClient, api }: { queryClient: QueryClient; api: ApiClient }) =>
  Promise.all([
    queryClient.ensureQueryData(getIssuesQueryOptions(api)),
    queryClient.ensureQueryData(getCandidatesQueryOptions(api)),
  ]);
