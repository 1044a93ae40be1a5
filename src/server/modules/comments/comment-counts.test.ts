import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let editor: TestUser;
let readers: TestUser[];
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await registerUser(t, { name: 'Eddie Editor', role: 'editor' });
  readers = [await registerUser(t, { name: 'Rita Reader' }), await registerUser(t, { name: 'Ray Reader' })];
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload === undefined ? {} : { payload }) }));
const post = async (who: TestUser, articleId: string, body: string, parentId?: string) => {
  const response = await call(who, 'POST', `/api/comments/articles/${articleId}`, {
    body,
    ...(parentId ? { parentId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { _id: string })._id;
};
type Card = { _id: string; commentCount?: number };
const cardOf = async (url: string, id: string) =>
  ((await call(null, 'GET', url)).json() as Card[]).find((card) => card._id === id);

describe('comment counts on cards and article pages', () => {
  it('count the comments readers see, in the lists’ own query, and leave articles without any bare', async () => {
    const word = `zqcount${Date.now().toString(36)}`;
    const make = async () =>
      (
        await createArticle(t.database.db, {
          publisher,
          status: 'approve',
          title: `Harbour lights ${word}`,
        })
      ).id;
    const talked = await make();
    const quiet = await make();
    const [rita, ray] = readers as [TestUser, TestUser];
    const first = await post(rita, talked, 'The first word.');
    await post(ray, talked, 'A reply to it.', first);
    const rude = await post(ray, talked, 'Something rude.');
    await post(rita, talked, 'A reply under the rude one.', rude);
    await post(rita, talked, 'Another view.');
    // Hiding a comment hides its replies with it: two of the five go from the count.
    expect((await call(editor, 'PUT', `/api/comments/${rude}/hidden`, { hidden: true })).statusCode).toBe(
      200,
    );

    const recent = await cardOf('/api/recent-articles?limit=50', talked);
    expect(recent?.commentCount).toBe(3);
    expect(await cardOf('/api/recent-articles?limit=50', quiet)).not.toHaveProperty('commentCount');
    expect((await cardOf(`/api/searchArticles?search=${word}`, talked))?.commentCount).toBe(3);
    expect((await call(null, 'GET', `/api/articles/${talked}`)).json().commentCount).toBe(3);
    // The same number the article's comments say.
    expect((await call(null, 'GET', `/api/comments/articles/${talked}/summary`)).json()).toMatchObject({
      count: 3,
    });
  });
});
