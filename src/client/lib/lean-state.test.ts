// @vitest-environment happy-dom
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BODY_HTML, leanState, restoreLoaderData, restoreQueries } from './lean-state';

const BODY = '<p>One &amp; two</p><p>Three</p>';

function serverState(pageHtml: string) {
  const queryClient = new QueryClient();
  const article = { id: 'a1', title: 'A title', html: BODY };
  queryClient.setQueryData(['articles', 'detail', 'a1'], article);
  queryClient.setQueryData(['articles', 'related', 'a1'], [{ id: 'b2' }]);
  const lean = leanState(dehydrate(queryClient), { page: article, other: { n: 1 } }, pageHtml);
  // What travels is JSON.
  return JSON.parse(JSON.stringify(lean)) as typeof lean;
}

describe('the lean page state', () => {
  it('round-trips: the browser gets back the body and the loader data', () => {
    const page = `<main><div class="article-body" data-page-html="${BODY_HTML}">${BODY}</div></main>`;
    const lean = serverState(page);
    expect(JSON.stringify(lean)).not.toContain('Three');
    document.body.innerHTML = page;
    const queryClient = new QueryClient();
    hydrate(queryClient, restoreQueries(lean.query, document));
    const article = queryClient.getQueryData<{ html: string }>(['articles', 'detail', 'a1']);
    expect(article?.html).toBe(BODY);
    const loaderData = restoreLoaderData(
      lean.loaderData,
      (hash) => queryClient.getQueryCache().get(hash)?.state.data,
    );
    expect(loaderData.page).toBe(article);
    expect(loaderData.other).toEqual({ n: 1 });
  });

  it('keeps the markup when the page does not hold it exactly', () => {
    const lean = serverState('<main><div class="article-body">something else</div></main>');
    const detail = lean.query.queries.find((query) => query.queryKey[1] === 'detail');
    expect((detail?.state.data as { html: unknown } | undefined)?.html).toBe(BODY);
  });
});
