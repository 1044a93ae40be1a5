import { deleteContactMessage, setContactMessageHandled } from '@shared/contract/admin';
import {
  approveArticle,
  declineArticle,
  deleteArticle,
  makeArticleFree,
  makeArticlePremium,
  moderateArticles,
  scheduleArticle,
  unscheduleArticle,
} from '@shared/contract/newsroom';
import { addPublisher } from '@shared/contract/publishers';
import { changeRole } from '@shared/contract/users';
import type { RoleChangeInput } from '@shared/schemas/admin';
import type { BulkModerationInput } from '@shared/schemas/moderation';
import type { PublisherInput } from '@shared/schemas/publishers';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** A dashboard action: sent through the API client, then the lists it changed are fetched again. */
function useAdminMutation<V, R>(send: (api: ApiClient, variables: V) => Promise<R>, changes: QueryKey[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(api, variables),
    onSuccess: () => Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

const AUDIT_LOG: QueryKey = ['admin', 'audit-log'];
/** A moderation changes the admin lists, every public article list, the counts and the audit log. */
const MODERATED: QueryKey[] = [
  ['admin', 'articles'],
  ['articles'],
  ['admin', 'overview'],
  AUDIT_LOG,
  ['stats'],
];

/** Adds a publisher whose logo was uploaded first; a taken name answers 409. */
export const useCreatePublisher = () =>
  useAdminMutation(
    (api, input: PublisherInput) => api.call(addPublisher, { body: input }),
    [['publishers'], AUDIT_LOG],
  );

/**
 * Gives a user a role (the page asks first). The server changes a role only when the body names it, so the
 * role is always sent. A 409 `LAST_ADMIN` comes only from a demotion.
 */
export const useChangeRole = () =>
  useAdminMutation(
    (api, { id, role }: { id: string; role: RoleChangeInput['role'] }) =>
      api.call(changeRole, { params: { id }, body: { role } }),
    [['admin', 'users'], AUDIT_LOG],
  );

export const useApproveArticle = () =>
  useAdminMutation((api, id: string) => api.call(approveArticle, { params: { id } }), MODERATED);

/** Approves an article for a later time, or moves its time (docs/product.md#scheduling). */
export const useScheduleArticle = () =>
  useAdminMutation(
    (api, { id, publishAt }: { id: string; publishAt: string }) =>
      api.call(scheduleArticle, { params: { id }, body: { publishAt } }),
    MODERATED,
  );

/** Takes the time off a scheduled article: it waits for review again. */
export const useUnscheduleArticle = () =>
  useAdminMutation((api, id: string) => api.call(unscheduleArticle, { params: { id } }), MODERATED);

export const useMakeArticlePremium = () =>
  useAdminMutation((api, id: string) => api.call(makeArticlePremium, { params: { id } }), MODERATED);

/** A premium article is free again, for every reader. */
export const useMakeArticleFree = () =>
  useAdminMutation((api, id: string) => api.call(makeArticleFree, { params: { id } }), MODERATED);

/** The reason is stored and shown to the author. */
export const useDeclineArticle = () =>
  useAdminMutation(
    (api, { id, reason }: { id: string; reason: string }) =>
      api.call(declineArticle, { params: { id }, body: { reason } }),
    MODERATED,
  );

/** One decision on several articles; the answer says what became of each. */
export const useBulkModeration = () =>
  useAdminMutation(
    (api, input: BulkModerationInput) => api.call(moderateArticles, { body: input }),
    MODERATED,
  );

export const useDeleteArticle = () =>
  useAdminMutation((api, id: string) => api.call(deleteArticle, { params: { id } }), MODERATED);

const MESSAGES: QueryKey[] = [['admin', 'contact-messages']];

/** Marks a reader's message handled, or new again. */
export const useSetMessageHandled = () =>
  useAdminMutation(
    (api, { id, handled }: { id: string; handled: boolean }) =>
      api.call(setContactMessageHandled, { params: { id }, body: { handled } }),
    MESSAGES,
  );

/** Deletes a reader's message (the page asks first). */
export const useDeleteMessage = () =>
  useAdminMutation((api, id: string) => api.call(deleteContactMessage, { params: { id } }), MESSAGES);
