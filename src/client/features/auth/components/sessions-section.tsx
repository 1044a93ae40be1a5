import { endOtherSessions, endSession, listSessions } from '@shared/contract/sessions';
import { PASSKEY_TEXTS } from '@shared/messages';
import type { SessionPlace } from '@shared/schemas/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DateText } from '../../../components/ui/date';
import { QueryState } from '../../../components/ui/query-state';
import { useApi } from '../../../lib/app-context';
import { toast } from '../../../lib/toast';

const TEXTS = PASSKEY_TEXTS.sessions;
const SESSIONS_KEY = ['me', 'sessions'] as const;

/** A session's place in words: its address range, or what kind of network it was. */
const placeText = (place: SessionPlace) =>
  TEXTS.place(
    place.network === 'public' && place.range
      ? place.range
      : TEXTS.places[place.network === 'public' ? 'unknown' : place.network],
  );

/** The profile's list of the reader's sessions: each other one, or all of them, can be signed out. */
export function SessionsSection() {
  const id = useId();
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api.call(listSessions) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const end = useMutation({
    mutationFn: (sessionId: string) => api.call(endSession, { params: { id: sessionId } }),
    onSuccess: () => toast.success(TEXTS.ended),
    onError: (error) => toast.error(error.message || TEXTS.failed),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => api.call(endOtherSessions),
    onSuccess: ({ deletedCount }) => toast.success(TEXTS.endedOthers(deletedCount)),
    onError: (error) => toast.error(error.message || TEXTS.failed),
    onSettled: refresh,
  });

  const sessions = list.data ?? [];
  const others = sessions.filter((row) => !row.current).length;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{TEXTS.intro}</p>
      {list.isSuccess ? (
        <>
          <ul aria-label={TEXTS.listLabel} className="divide-y divide-stone-200">
            {sessions.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-stone-900">
                    {row.device}
                    {row.current ? (
                      <span className="ml-2 rounded bg-green-50 px-2 py-0.5 text-xs text-green-800">
                        {TEXTS.thisDevice}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm wrap-anywhere text-stone-600">{placeText(row.place)}</p>
                  <p className="text-sm text-stone-600">
                    {TEXTS.lastUsed} <DateText iso={row.lastUsedAt} style="relative" />
                    {' · '}
                    {TEXTS.signedIn} <DateText iso={row.signedInAt} />
                  </p>
                </div>
                {row.current ? null : (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={TEXTS.endLabel(row.device)}
                    busy={end.isPending && end.variables === row.id}
                    onClick={() => end.mutate(row.id)}
                  >
                    {TEXTS.end}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <Button
              type="button"
              variant="danger"
              className="mt-4"
              busy={endOthers.isPending}
              onClick={() => endOthers.mutate()}
            >
              {TEXTS.endOthers}
            </Button>
          ) : (
            <p className="mt-4 text-sm text-stone-600">{TEXTS.noOthers}</p>
          )}
        </>
      ) : (
        <QueryState
          inline
          error={list.error}
          what={TEXTS.what}
          loadingLabel={TEXTS.loading}
          onRetry={() => void list.refetch()}
        />
      )}
    </section>
  );
}
