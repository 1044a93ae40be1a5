import { READING_TEXTS } from '@shared/messages/reading';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { useState } from 'react';
import { useOrigin } from '../../../lib/app-context';
import { useHydrated } from '../../../lib/use-hydrated';

const TEXTS = READING_TEXTS.share;

const linkClass =
  'inline-flex min-h-11 items-center rounded border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-700 hover:border-red-700 hover:text-red-800';

/**
 * Ways to pass an article on (docs/product.md#articles): plain links to e-mail and the big networks (nothing
 * of theirs is loaded here), the device's own share sheet where the browser offers one, and Copy link.
 */
export function ShareLinks({ article }: { article: Pick<Article, '_id' | 'title'> }) {
  const url = new URL(paths.articleDetails(article._id), useOrigin()).toString();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const canShare = hydrated && typeof navigator.share === 'function';
  const canCopy = hydrated && Boolean(navigator.clipboard);
  const link = encodeURIComponent(url);
  const title = encodeURIComponent(article.title);
  const networks = [
    { label: TEXTS.x, href: `https://x.com/intent/post?url=${link}&text=${title}` },
    { label: TEXTS.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { label: TEXTS.linkedIn, href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
    { label: TEXTS.whatsApp, href: `https://wa.me/?text=${encodeURIComponent(`${article.title} ${url}`)}` },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section aria-labelledby="share-title" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="share-title" className="font-serif text-xl font-bold">
        {TEXTS.title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {canShare ? (
          <li>
            <button
              type="button"
              className={linkClass}
              onClick={() => void navigator.share({ title: article.title, url }).catch(() => undefined)}
            >
              {TEXTS.native}
            </button>
          </li>
        ) : null}
        {canCopy ? (
          <li>
            <button type="button" className={linkClass} onClick={() => void copy()}>
              {TEXTS.copy}
            </button>
          </li>
        ) : null}
        <li>
          <a className={linkClass} href={`mailto:?subject=${title}&body=${link}`}>
            {TEXTS.email}
          </a>
        </li>
        {networks.map((network) => (
          <li key={network.label}>
            <a className={linkClass} href={network.href} target="_blank" rel="noopener noreferrer">
              {network.label}
              <span className="sr-only"> {TEXTS.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm text-stone-700">
        {copied === 'yes' ? TEXTS.copied : copied === 'failed' ? TEXTS.copyFailed : ''}
      </p>
    </section>
  );
}
