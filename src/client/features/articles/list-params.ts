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

/**
 * All Articles' query from its URL and the publishers there are. A tag or publisher that does not exist is
 * no filter at all (the selects say "All", and the results agree), and is named in `unknown` so the page can
 * say so. Until the publishers are known (`undefined`), the publisher is taken as it is.
 */
export function browseParams(
  search: URLSearchParams,
  publishers: readonly string[] | undefined,
  searchKey = 'search',
) {
  const params = listParams(search, searchKey);
  const askedTag = search.get('tag') ?? '';
  const askedPublisher = params.publisher;
  const unknownPublisher =
    publishers && askedPublisher && !publishers.includes(askedPublisher) ? askedPublisher : undefined;
  return {
    ...params,
    publisher: unknownPublisher ? undefined : askedPublisher,
    unknown: { tag: askedTag && !params.tag ? askedTag : undefined, publisher: unknownPublisher },
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A `YYYY-MM-DD` day that exists, or undefined. */
function dayParam(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? undefined : value;
}

/**
 * The search page's query from its URL: the words (`q`), the section (`tag`), publisher and days
 * (`from`, `to`) it is narrowed to, its order (`sort=date` for newest first) and the page. A day that does not exist is no filter; a range written
 * backwards is read the right way round. The publisher is checked as in `browseParams`.
 */
export function searchPageParams(search: URLSearchParams, publishers: readonly string[] | undefined) {
  const params = browseParams(search, publishers, 'q');
  let from = dayParam(search.get('from'));
  let to = dayParam(search.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  // Best match first is the default, so only the other order is named in the address.
  const sort = search.get('sort') === 'date' ? ('date' as const) : undefined;
  return { ...params, from, to, sort };
}
