// The traffic a news site sees, as one table of weights: what a visitor's browser asks for (pages, and
// the API calls it makes when moving between pages), what signed-in readers ask for, and a few writes.

import { LIST_PAGE_SIZE } from '../../src/client/features/articles/list-params';
import { SITEMAP_PAGE_SIZE } from '../../src/server/modules/seo/seo.service';
import { TAGS } from '../../src/shared/constants';
import { paths } from '../../src/shared/paths';
import { PUBLISHERS } from '../../src/shared/publishers';
import { COMMON_WORD, RARE_WORD } from './generate';
import type { Session } from './harness';
import { type Random, weightedPicker } from './zipf';

/** What one request of the mix may draw on. */
export interface MixContext {
  origin: string;
  random: Random;
  /** An approved article, drawn by Zipf's law over all of them. */
  article(): string;
  /** An author (a reader with an approved article), drawn evenly. */
  author(): string;
  /** How many approved articles there are (the sitemap has a file per SITEMAP_PAGE_SIZE of them). */
  articleCount: number;
  /** The reader this connection belongs to (a subscriber for one in four). */
  own: Session;
  /** Another signed-in reader for each write, so views and sign-ups come from many readers. */
  nextReader(): Session;
  /** A sign-in body for a reader who is not signed in yet. */
  nextSignIn(): string;
  /** A newsletter address never used before. */
  nextAddress(): string;
}

export interface MixRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface MixEntry {
  kind: string;
  /** Percent of all requests. */
  weight: number;
  build(context: MixContext): MixRequest;
}

const pick = <T>(items: readonly T[], random: Random) => items[Math.floor(random() * items.length)] as T;
const between = (low: number, high: number, random: Random) => low + Math.floor(random() * (high - low + 1));

function query(params: Record<string, string | number | undefined>) {
  const defined = Object.entries(params).filter((entry): entry is [string, string | number] => {
    return entry[1] !== undefined;
  });
  const text = new URLSearchParams(defined.map(([key, value]) => [key, String(value)])).toString();
  return text ? `?${text}` : '';
}

/** What a visitor filters the list by: about a third pick a publisher, a third a tag. */
function filters(random: Random) {
  return {
    publisher: random() < 0.3 ? pick(PUBLISHERS, random).name : undefined,
    tag: random() < 0.3 ? pick(TAGS, random) : undefined,
  };
}

const searchWord = (random: Random) => (random() < 0.5 ? COMMON_WORD : RARE_WORD);
/** The page number as the site's links write it: none for the first page. */
const pageNumber = (high: number, random: Random) => {
  const page = between(1, high, random);
  return page === 1 ? undefined : page;
};

const page = (path: string, session?: Session): MixRequest => ({
  method: 'GET',
  path,
  headers: { accept: 'text/html,application/xhtml+xml', ...(session ? { cookie: session.cookie } : {}) },
});

const xml = (path: string): MixRequest => ({
  method: 'GET',
  path,
  headers: { accept: 'application/xml,text/xml;q=0.9,*/*;q=0.8' },
});

const api = (path: string, session?: Session): MixRequest => ({
  method: 'GET',
  path,
  headers: { accept: 'application/json', ...(session ? { authorization: `Bearer ${session.token}` } : {}) },
});

/** A stable made-up address for a signed-in reader (10.0.0.0/8, from the token), sent as X-Forwarded-For. */
function addressOf(session: Session): string {
  let hash = 0;
  for (const character of session.token) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

function write(
  context: MixContext,
  method: 'POST' | 'PATCH',
  path: string,
  body: string,
  session?: Session,
): MixRequest {
  return {
    method,
    path,
    body,
    headers: {
      'content-type': 'application/json',
      origin: context.origin,
      ...(session ? { authorization: `Bearer ${session.token}`, 'x-forwarded-for': addressOf(session) } : {}),
    },
  };
}

/** The home page's own API calls, as the browser makes them when it navigates there. */
const HOME_API = ['/api/articlesCount', '/api/publisher', '/api/stats', '/api/recent-articles?limit=9'];

/** The mix: 89 % visitors, 10 % signed-in readers (pages with their cookie, API calls with their token), 1 % writes. */
export const MIX: readonly MixEntry[] = [
  { kind: 'article page', weight: 31, build: (c) => page(`/articlesDetails/${c.article()}`) },
  { kind: 'article API', weight: 6, build: (c) => api(`/api/articles/${c.article()}`) },
  { kind: 'related API', weight: 6, build: (c) => api(`/api/articles/${c.article()}/related`) },
  { kind: 'home page', weight: 12, build: () => page('/') },
  { kind: 'home API', weight: 4, build: (c) => api(pick(HOME_API, c.random)) },
  {
    kind: 'section page',
    weight: 4,
    build: (c) => page(`${paths.section(pick(TAGS, c.random))}${query({ page: pageNumber(5, c.random) })}`),
  },
  {
    kind: 'publisher page',
    weight: 2,
    build: (c) =>
      page(`${paths.publisher(pick(PUBLISHERS, c.random).name)}${query({ page: pageNumber(5, c.random) })}`),
  },
  // An author has about ten articles in the generated data: one page of them.
  { kind: 'author page', weight: 2, build: (c) => page(paths.author(c.author())) },
  // Crawlers: the sitemap index, then any of its files of articles.
  { kind: 'sitemap index', weight: 0.3, build: () => xml('/sitemap.xml') },
  {
    kind: 'sitemap',
    weight: 0.7,
    build: (c) => {
      const files = Math.max(1, Math.ceil(c.articleCount / SITEMAP_PAGE_SIZE));
      return xml(`/sitemaps/articles-${between(1, files, c.random)}.xml`);
    },
  },
  {
    kind: 'list page',
    weight: 6,
    build: (c) => page(`/allArticles${query({ ...filters(c.random), page: pageNumber(50, c.random) })}`),
  },
  {
    kind: 'list API',
    weight: 6,
    build: (c) =>
      api(
        `/api/recent-articles${query({ ...filters(c.random), page: pageNumber(50, c.random), limit: LIST_PAGE_SIZE })}`,
      ),
  },
  {
    kind: 'search page',
    weight: 5,
    build: (c) => page(`/search${query({ q: searchWord(c.random), page: pageNumber(3, c.random) })}`),
  },
  {
    kind: 'search API',
    weight: 4,
    build: (c) =>
      api(
        `/api/searchArticles${query({ search: searchWord(c.random), page: pageNumber(3, c.random), limit: LIST_PAGE_SIZE })}`,
      ),
  },
  {
    kind: 'article page, signed in',
    weight: 5,
    build: (c) => page(`/articlesDetails/${c.article()}`, c.own),
  },
  { kind: 'article API, signed in', weight: 3, build: (c) => api(`/api/articles/${c.article()}`, c.own) },
  { kind: 'home page, signed in', weight: 2, build: (c) => page('/', c.own) },
  {
    kind: 'view count',
    weight: 0.6,
    build: (c) => write(c, 'PATCH', `/api/viewCount/${c.article()}`, '{}', c.nextReader()),
  },
  {
    kind: 'newsletter sign-up',
    weight: 0.2,
    build: (c) =>
      write(c, 'POST', '/api/newsletter', JSON.stringify({ email: c.nextAddress() }), c.nextReader()),
  },
  { kind: 'sign-in', weight: 0.2, build: (c) => write(c, 'POST', '/api/auth/sign-in/email', c.nextSignIn()) },
];

const pickEntry = weightedPicker(MIX.map((entry) => entry.weight));

/** A fresh request of the mix, and which kind it is. */
export function drawRequest(context: MixContext): { kind: string; request: MixRequest } {
  const entry = MIX[pickEntry(context.random)] as MixEntry;
  return { kind: entry.kind, request: entry.build(context) };
}
