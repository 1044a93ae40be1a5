// @vitest-environment happy-dom
import { DEVICE_COPIES, PREMIUM } from '@shared/constants';
import type { Article } from '@shared/schemas/articles';
import type { SsrViewer } from '@shared/ssr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepCopy, keepOnlyReader, readCopy } from './saved-copies';

/** Cache Storage as the browser has it, held in memory: only what the device's copies use. */
function memoryCaches() {
  const stores = new Map<string, Map<string, string>>();
  const cacheOf = (entries: Map<string, string>) => ({
    keys: async () => [...entries.keys()].map((key) => new Request(new URL(key, 'https://site.test'))),
    match: async (key: string | Request) => {
      const body = entries.get(typeof key === 'string' ? key : new URL(key.url).pathname);
      return body === undefined ? undefined : new Response(body);
    },
    put: async (key: string, response: Response) => void entries.set(key, await response.text()),
    delete: async (key: string) => entries.delete(key),
  });
  return {
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name) as Map<string, string>);
    },
  };
}

const HOUR = 60 * 60 * 1000;
const reader: SsrViewer = {
  id: 'reader-1',
  name: 'A Reader',
  email: 'reader@example.com',
  image: null,
  role: 'user',
  premiumUntil: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
  sessionEndsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
};
const premiumArticle = {
  _id: 'article-1',
  title: 'A premium article',
  isPremium: PREMIUM,
  authorId: 'author-1',
  locked: false,
} as Article;

describe("a reader's copies on the device", () => {
  beforeEach(() => {
    Object.assign(globalThis, { caches: memoryCaches() });
    window.localStorage.clear();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('a premium article saved before the page recorded the session still reads offline', async () => {
    // Signing in makes the device this reader's; the page's own refresh, which records the session, has
    // not run yet when the reader saves.
    await keepOnlyReader(reader.id);
    await keepCopy(reader, premiumArticle, true);
    expect((await readCopy(premiumArticle._id))?.article.title).toBe('A premium article');
  });

  it('a premium copy is not shown once the session it was read under has ended', async () => {
    await keepCopy(reader, premiumArticle, true);
    const ended = { reader, endsAt: Date.now() - 1 };
    window.localStorage.setItem('broadsheet-offline-session', JSON.stringify(ended));
    expect(await readCopy(premiumArticle._id)).toBeNull();
    expect(window.localStorage.getItem(DEVICE_COPIES.readerKey)).toBe(reader.id);
  });
});
