import { OFFLINE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useOnline } from '../hooks/use-online';

const TEXTS = OFFLINE_TEXTS.page;

const primary = 'rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800';
const secondary = 'rounded border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50';

/**
 * What the worker shows for a page it has no copy of while the network is out, or while the site does not
 * answer though the network is up (then it is not the reader's connection to blame). Its links are plain
 * document loads, so the worker answers them: a kept copy, the network if it is back, or this page again.
 */
export function OfflineNotice({ from, children }: { from: string; children?: ReactNode }) {
  // The page is kept once for both cases: which one it is, only the browser knows.
  const online = useOnline();
  const notAnswering = useHydrated() && online;
  return (
    <section className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="font-serif text-4xl font-bold text-stone-900">
        {notAnswering ? TEXTS.notAnsweringTitle : TEXTS.title}
      </h1>
      <p className="mt-3 text-lg text-stone-700">{notAnswering ? TEXTS.notAnsweringText : TEXTS.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={from} className={primary}>
          {TEXTS.retry}
        </a>
        <a href={paths.home} className={secondary}>
          {TEXTS.home}
        </a>
      </div>
      {children}
    </section>
  );
}
