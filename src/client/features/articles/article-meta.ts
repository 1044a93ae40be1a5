import type { Article } from '@shared/schemas/articles';

/** The article page's title: the headline. */
export function articleTitle(data: unknown): string {
  return (data as Article | null)?.title ?? 'Article';
}
