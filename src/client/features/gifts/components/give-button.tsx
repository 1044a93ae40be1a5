import { GIFT_TEXTS } from '@shared/messages/gift-links';
import type { Article } from '@shared/schemas/articles';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useGiftActions } from '../api/gift-links';

const TEXTS = GIFT_TEXTS.give;

const buttonClass =
  'inline-flex min-h-11 items-center rounded border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-800 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** The server's own words for a refusal the reader can act on (no subscription, none left); ours otherwise. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : TEXTS.failed;

/**
 * Give this article, on a premium article's page for a subscriber (docs/product.md#gift-links): makes a gift
 * link, shows it in a field that takes the focus, with Copy and how many gifts are left this month.
 */
export default function GiveButton({ article }: { article: Pick<Article, '_id'> }) {
  const { give } = useGiftActions();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const made = give.data;

  useEffect(() => {
    if (made) field.current?.select();
  }, [made]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="mt-3">
      <button
        type="button"
        className={buttonClass}
        disabled={give.isPending}
        onClick={() => {
          setCopied(null);
          give.mutate(article._id);
        }}
      >
        {give.isPending ? TEXTS.busy : TEXTS.button}
      </button>
      {made ? (
        <div className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4">
          <label htmlFor="gift-link" className="block text-sm font-semibold text-stone-900">
            {TEXTS.label}
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id="gift-link"
              ref={field}
              readOnly
              value={made.link.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 min-w-0 flex-1 rounded border border-stone-300 bg-white px-3 text-sm"
            />
            <button type="button" className={buttonClass} onClick={() => void copy(made.link.url)}>
              {TEXTS.copy}
            </button>
          </div>
          <p className="mt-2 text-sm text-stone-700">{TEXTS.note(made.remaining)}</p>
          <p role="status" className="mt-1 text-sm font-semibold text-stone-800">
            {copied === 'yes' ? TEXTS.copied : copied === 'failed' ? TEXTS.copyFailed : ''}
          </p>
        </div>
      ) : null}
      {give.isError ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {refusal(give.error)}
        </p>
      ) : null}
    </div>
  );
}
