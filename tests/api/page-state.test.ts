import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTextToDoc } from '../../src/shared/rich-text/text';
import { createArticle } from '../factories';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The page state carries nothing the page already holds (src/client/lib/lean-state.ts): an article's body
 * travels once, as the page's HTML, and the article the page's loader returns is not repeated beside the
 * query that holds it.
 */

const MARK = 'Second-paragraph-words-that-appear-once';

interface PageState {
  router: { loaderData: Record<string, unknown> };
  query: { queries: { queryKey: unknown[]; state: { data: Record<string, unknown> } }[] };
}

function pageState(html: string): { raw: string; state: PageState } {
  const raw = html.match(/<script type="application\/json" id="broadsheet-state">(.*?)<\/script>/s)?.[1];
  if (!raw) throw new Error('the page has no state');
  return { raw, state: JSON.parse(raw) as PageState };
}

let t: TestApp;
let id: string;

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  const article = await createArticle(t.database.db, {
    status: 'approve',
    body: plainTextToDoc(`A first paragraph of the story.\n\n${MARK} <and> "quoted" & more.`),
  });
  id = article.id;
});
afterAll(async () => {
  await t.close();
});

describe("an article page's state", () => {
  it('leaves out the body the HTML holds and points at it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/articlesDetails/${id}` });
    expect(response.statusCode).toBe(200);
    const { raw, state } = pageState(response.body);
    const bodyElement = response.body.match(/<div class="article-body" data-page-html="body">(.*?)<\/div>/s);
    expect(bodyElement?.[1]).toContain(MARK);
    const detail = state.query.queries.find((query) => query.queryKey[1] === 'detail');
    expect(detail?.state.data.html).toEqual({ $fromPage: 'body' });
    // The plain-text field the API answers with stays; the markup is not there a second time.
    expect(raw).not.toContain(`<p>${MARK}`);
    expect(raw).not.toContain(`\\u003cp\\u003e${MARK}`);
  });

  it("refers to the query from the router's data instead of copying the article", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/articlesDetails/${id}` });
    const { state } = pageState(response.body);
    const refs = Object.values(state.router.loaderData).filter(
      (data) => typeof data === 'object' && data !== null && '$query' in data,
    );
    expect(refs).toHaveLength(1);
    expect(JSON.stringify(state.router.loaderData)).not.toContain(MARK);
  });
});
