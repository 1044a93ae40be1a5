import { TAGS, type Tag } from '@shared/constants';

/** How many articles a list page shows. */
export const LIST_PAGE_SIZE = 12;

/** A list page's query from its URL, so the URL always reflects (and restores) what is shown. */
export function listParams(search: URLSearchParams, searchKey = 'search') {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const tag = search.get('tag') ?? '';
  return {
    search: (search.get(searchKey) ?? '').trim(),
    publisher: search.get('publisher') || undefined,
    tag: (TAGS as readonly string[]).includes(tag) ? (tag as Tag) : undefined,
    page,
  };
}
