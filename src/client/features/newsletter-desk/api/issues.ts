import {
  composeNewsletterIssue,
  listNewsletterCandidates,
  listNewsletterIssues,
  previewNewsletterIssue,
  sendNewsletterIssue,
  testNewsletterIssue,
  updateNewsletterIssue,
} from '@shared/contract/newsletter-issues';
import type { NewsletterIssueInput } from '@shared/schemas/newsletter-issues';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

const ISSUES = ['newsletter', 'issues'] as const;

export const getIssuesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ISSUES,
    queryFn: () => api.call(listNewsletterIssues),
    staleTime: 0,
  });

export const getCandidatesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['newsletter', 'candidates'],
    queryFn: () => api.call(listNewsletterCandidates),
  });

/** The list of issues; while one is on its way, asked again every few seconds so its counts move. */
export function useIssues() {
  return useQuery({
    ...getIssuesQueryOptions(useApi()),
    refetchInterval: (query) =>
      query.state.data?.some((issue) => issue.state === 'sending' || issue.counts.queued > 0) ? 3000 : false,
  });
}

export const useCandidates = () => useQuery(getCandidatesQueryOptions(useApi()));

export const usePreview = (id: string | null) => {
  const api = useApi();
  return useQuery({
    queryKey: ['newsletter', 'preview', id],
    queryFn: () => api.call(previewNewsletterIssue, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    staleTime: 0,
  });
};

function useIssueMutation<V, R>(send: (api: ApiClient, variables: V) => Promise<R>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ISSUES }),
  });
}

export const useComposeIssue = () =>
  useIssueMutation((api, input: NewsletterIssueInput) => api.call(composeNewsletterIssue, { body: input }));

/** Changes a draft: its subject, introduction or articles. */
export const useUpdateIssue = () =>
  useIssueMutation((api, { id, input }: { id: string; input: NewsletterIssueInput }) =>
    api.call(updateNewsletterIssue, { params: { id }, body: input }),
  );

export const useSendTest = () =>
  useIssueMutation((api, id: string) => api.call(testNewsletterIssue, { params: { id } }));

export const useSendIssue = () =>
  useIssueMutation((api, { id, sendAt }: { id: string; sendAt?: string }) =>
    api.call(sendNewsletterIssue, { params: { id }, body: sendAt ? { sendAt } : {} }),
  );
