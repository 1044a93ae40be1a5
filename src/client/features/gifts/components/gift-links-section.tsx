import { GIFT_TEXTS } from '@shared/messages/gift-links';
import { paths } from '@shared/paths';
import type { GiftLink } from '@shared/schemas/gift-links';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../lib/toast';
import { useGiftActions, useGiftLinks } from '../api/gift-links';

const TEXTS = GIFT_TEXTS.profile;

/** Where a link stands: open until, expired on, or withdrawn. */
function LinkState({ link }: { link: GiftLink }) {
  if (link.revokedAt) return <>{TEXTS.withdrawn}</>;
  const expired = new Date(link.expiresAt).getTime() <= Date.now();
  return (
    <>
      {expired ? TEXTS.expired : TEXTS.expires} <DateText iso={link.expiresAt} style="moment" />
    </>
  );
}

/**
 * The profile's gift links (docs/product.md#gift-links): the articles the reader gave, how often each link
 * was opened, and Withdraw for each that still opens its article. Shown to subscribers, and to anyone who
 * gave before.
 */
export default function GiftLinksSection({ subscribed }: { subscribed: boolean }) {
  const id = useId();
  const list = useGiftLinks();
  const { withdraw } = useGiftActions();
  if (list.isSuccess && list.data.links.length === 0 && !subscribed) return null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      {list.isSuccess ? (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {TEXTS.intro(list.data.remaining)} {TEXTS.resets}{' '}
            <DateText iso={list.data.resetsAt} style="long" />.
          </p>
          {list.data.links.length === 0 ? (
            <p className="mt-4 text-sm text-stone-600">{TEXTS.empty}</p>
          ) : (
            <ul aria-label={TEXTS.listLabel} className="mt-2 divide-y divide-stone-200">
              {list.data.links.map((link) => {
                const open = !link.revokedAt && new Date(link.expiresAt).getTime() > Date.now();
                return (
                  <li key={link._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <Link
                        to={paths.articleDetails(link.articleId)}
                        className="font-semibold wrap-anywhere text-stone-900 hover:text-red-800 hover:underline"
                      >
                        {link.articleTitle}
                      </Link>
                      <p className="text-sm text-stone-600">
                        <LinkState link={link} />
                        {' · '}
                        {TEXTS.opens(link.opens)}
                      </p>
                    </div>
                    {open ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        aria-label={TEXTS.withdrawLabel(link.articleTitle)}
                        busy={withdraw.isPending && withdraw.variables === link._id}
                        onClick={() =>
                          withdraw.mutate(link._id, {
                            onSuccess: () => toast.success(TEXTS.withdrawnNote(link.articleTitle)),
                            onError: () => toast.error(TEXTS.withdrawFailed),
                          })
                        }
                      >
                        {TEXTS.withdraw}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
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
