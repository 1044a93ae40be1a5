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
import { addPublisher, removePublisher, updatePublisher } from '@shared/contract/publishers';
import { changeRole, resetSecondStep } from '@shared/contract/users';
import { ERROR_CODES } from '@shared/error-codes';
import type { RoleChangeInput } from '@shared/schemas/admin';
import type { BulkModerationInput } from '@shared/schemas/moderation';
import type { PublisherInput } from '@shared/schemas/publishers';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** A dashboard action: sent through the API client, then the lists it changed are fetched again. */
function useAdminMutation<V, R>(send: (api: ApiClient, variables: V) => Promise<R>, changes: QueryKey[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refetch = () => Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: (variables: V) => send(api, variables),
    onSuccess: refetch,
    // A decision on a version that moved on: the screen fetches the article as it is now.
    onError: (error) => {
      if (error instanceof ApiError && MOVED_ON.has(error.code)) void refetch();
    },
  });
}

const MOVED_ON = new Set<string>([ERROR_CODES.ARTICLE_CHANGED, ERROR_CODES.VERSION_REQUIRED]);

/** An editor's decision on one article, on the version they were shown (docs/security.md). */
export interface Decision {
  id: string;
  version?: string | undefined;
}
const decisionBody = (version: string | undefined) => (version ? { version } : {});

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

/** A renamed publisher moves its articles too: their lists are fetched again. */
export const useUpdatePublisher = () =>
  useAdminMutation(
    (api, { id, input }: { id: string; input: PublisherInput }) =>
      api.call(updatePublisher, { params: { id }, body: input }),
    [['publishers'], ['articles'], AUDIT_LOG],
  );

/** Removes a publisher no article names; 409 `PUBLISHER_IN_USE` says how many do. */
export const useRemovePublisher = () =>
  useAdminMutation(
    (api, id: string) => api.call(removePublisher, { params: { id } }),
    [['publishers'], AUDIT_LOG, ['stats']],
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

/** Turns off a member's lost authenticator app (the page asks first); their sessions end on the server. */
export const useResetSecondStep = () =>
  useAdminMutation(
    (api, id: string) => api.call(resetSecondStep, { params: { id } }),
    [['admin', 'users'], AUDIT_LOG],
  );

export const useApproveArticle = () =>
  useAdminMutation(
    (api, { id, version }: Decision) =>
      api.call(approveArticle, { params: { id }, body: decisionBody(version) }),
    MODERATED,
  );

/** Approves an article for a later time, or moves its time (docs/product.md#scheduling). */
export const useScheduleArticle = () =>
  useAdminMutation(
    (api, { id, publishAt, version }: Decision & { publishAt: string }) =>
      api.call(scheduleArticle, { params: { id }, body: { publishAt, ...decisionBody(version) } }),
    MODERATED,
  );

/** Takes the time off a scheduled article: it waits for review again. */
export const useUnscheduleArticle = () =>
  useAdminMutation((api, id: string) => api.call(unscheduleArticle, { params: { id } }), MODERATED);

export const useMakeArticlePremium = () =>
  useAdminMutation(
    (api, { id, version }: Decision) =>
      api.call(makeArticlePremium, { params: { id }, body: decisionBody(version) }),
    MODERATED,
  );

/** A premium article is free again, for every reader. */
export const useMakeArticleFree = () =>
  // Making an article free publishes no text, so it names no version.
  useAdminMutation((api, { id }: Decision) => api.call(makeArticleFree, { params: { id } }), MODERATED);

/** The reason is stored and shown to the author. */
export const useDeclineArticle = () =>
  useAdminMutation(
    (api, { id, reason, version }: Decision & { reason: string }) =>
      api.call(declineArticle, { params: { id }, body: { reason, ...decisionBody(version) } }),
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
