import type { DehydratedState } from '@tanstack/react-query';

/**
 * The page state carries nothing the page already holds (docs/architecture.md#page-state). Two things would
 * otherwise travel twice:
 * - a loader's answer that is also a query's data (the article page's loader returns the article it
 *   loaded into the query cache): the router's copy becomes a reference to the query;
 * - HTML the page shows as it is (an article's body): the query's copy becomes a pointer to the element
 *   that holds it, whose markup the browser reads back before it hydrates.
 */

/** The attribute of the element whose inner HTML is an answer's `html`, as the server rendered it. */
export const PAGE_HTML_ATTRIBUTE = 'data-page-html';
/** Its value on an article's body. */
export const BODY_HTML = 'body';

const QUERY_REF = '$query';
const FROM_PAGE = '$fromPage';

type Queries = DehydratedState['queries'];
type LoaderData = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** On the server: the state without the second copies. `pageHtml` is the page's rendered markup. */
export function leanState(
  query: DehydratedState,
  loaderData: LoaderData,
  pageHtml: string,
): { query: DehydratedState; loaderData: LoaderData } {
  const byData = new Map<unknown, string>();
  for (const each of query.queries)
    if (isObject(each.state.data)) byData.set(each.state.data, each.queryHash);
  const leanLoaderData: LoaderData = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    const hash = byData.get(data);
    leanLoaderData[routeId] = hash === undefined ? data : { [QUERY_REF]: hash };
  }
  const shown = `${PAGE_HTML_ATTRIBUTE}="${BODY_HTML}">`;
  const queries: Queries = query.queries.map((each) => {
    const data = each.state.data;
    if (!isObject(data) || typeof data.html !== 'string' || data.html === '') return each;
    // Only markup the page holds exactly as the answer gave it is left out.
    if (!pageHtml.includes(`${shown}${data.html}</div>`)) return each;
    return { ...each, state: { ...each.state, data: { ...data, html: { [FROM_PAGE]: BODY_HTML } } } };
  });
  return { query: { ...query, queries }, loaderData: leanLoaderData };
}

/** In the browser, before hydrating: the query cache's HTML read back from the page. */
export function restoreQueries(query: DehydratedState, page: ParentNode): DehydratedState {
  const queries: Queries = query.queries.map((each) => {
    const data = each.state.data;
    if (!isObject(data) || !isObject(data.html) || typeof data.html[FROM_PAGE] !== 'string') return each;
    const element = page.querySelector(`[${PAGE_HTML_ATTRIBUTE}="${data.html[FROM_PAGE]}"]`);
    return { ...each, state: { ...each.state, data: { ...data, html: element?.innerHTML ?? '' } } };
  });
  return { ...query, queries };
}

/** In the browser, after the query cache is hydrated: the router's data with each reference resolved. */
export function restoreLoaderData(loaderData: LoaderData, queryData: (hash: string) => unknown): LoaderData {
  const restored: LoaderData = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    restored[routeId] =
      isObject(data) && typeof data[QUERY_REF] === 'string' ? queryData(data[QUERY_REF]) : data;
  }
  return restored;
}
