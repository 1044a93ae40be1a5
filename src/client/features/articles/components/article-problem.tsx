import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A page that cannot show its article: why (the h1), and what the reader can do. */
export function ArticleProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
      <div className="mt-3 text-stone-600">{children}</div>
    </div>
  );
}

/** The article (or what its page needs) did not load: the reason, and a retry. */
export function ArticleLoadFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return (
    <ArticleProblem title={ARTICLE_WRITING_TEXTS.update.loadFailed}>
      <p>{error?.message}</p>
      <Button onClick={onRetry} className="mt-6">
        Try again
      </Button>
    </ArticleProblem>
  );
}
