import { DEVICE_COPIES, PREMIUM } from '@shared/constants';
import { getArticle } from '@shared/contract/articles';
import { listSaved } from '@shared/contract/saved';
import type { Article } from '@shared/schemas/articles';
import type { SsrViewer } from '@shared/ssr';
import type { ApiClient } from './api-client';

/**
 * The saved articles' copies on this device (docs/product.md#saved-articles), so they read offline: one
 * Cache Storage cache per reader, holding each article as the server answered it to that reader (a premium
 * body only for a reader who may read it). The service worker never reads or writes these caches. Only one
 * reader's copies are ever on the device: they go when the reader signs out or another one signs in.
 */

// Whose copies are on this device (READER_KEY): the offline page, rendered for no reader, shows only theirs.
const { cachePrefix: CACHE_PREFIX, readerKey: READER_KEY, refreshedKey: REFRESHED_KEY } = DEVICE_COPIES;
const REFRESH_EVERY_MS = 10 * 60 * 1000;
/** The most a device keeps: the newest saved first. */
export const MAX_COPIES = 100;

export interface SavedCopy {
  article: Article;
  /** When this copy was made. */
  keptAt: number;
  /** For a premium body read under a subscription: when that subscription ends (the copy goes then). */
  until: number | null;
}

const available = () => typeof window !== 'undefined' && 'caches' in window;
const cacheName = (readerId: string) => `${CACHE_PREFIX}${readerId}`;
const keyOf = (articleId: string) => `/saved-copies/${encodeURIComponent(articleId)}`;

function deviceReader(): string | null {
  try {
    return window.localStorage.getItem(READER_KEY);
  } catch {
    return null;
  }
}

/** A premium body is kept only as long as the reader may read it: an editor or the author always. */
function readableUntil(reader: SsrViewer, article: Article): number | null {
  if (article.isPremium !== PREMIUM || article.locked) return null;
  if (reader.role === 'admin' || reader.role === 'editor' || article.authorId === reader.id) return null;
  return reader.premiumUntil ? Date.parse(reader.premiumUntil) : 0;
}

/**
 * Makes this device the given reader's (or nobody's): every other reader's copies are deleted, and with
 * nobody signed in, all of them.
 */
export async function keepOnlyReader(readerId: string | null): Promise<void> {
  if (!available()) return;
  const names = await caches.keys();
  const others = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(readerId ?? ''));
  await Promise.all(others.map((name) => caches.delete(name)));
  try {
    // Another reader's last refresh says nothing about this one's copies.
    if (deviceReader() !== readerId) window.localStorage.removeItem(REFRESHED_KEY);
    if (readerId) window.localStorage.setItem(READER_KEY, readerId);
    else window.localStorage.removeItem(READER_KEY);
  } catch {
    // Storage refused (private mode): the copies are deleted all the same.
  }
}

export async function keepCopy(reader: SsrViewer, article: Article): Promise<void> {
  if (!available()) return;
  await keepOnlyReader(reader.id);
  const copy: SavedCopy = { article, keptAt: Date.now(), until: readableUntil(reader, article) };
  const cache = await caches.open(cacheName(reader.id));
  await cache.put(
    keyOf(article._id),
    new Response(JSON.stringify(copy), { headers: { 'content-type': 'application/json' } }),
  );
}

export async function dropCopy(readerId: string, articleId: string): Promise<void> {
  if (!available()) return;
  await (await caches.open(cacheName(readerId))).delete(keyOf(articleId));
}

/** Fetches the article as this reader may read it, and keeps it. */
export async function fetchAndKeep(api: ApiClient, reader: SsrViewer, articleId: string): Promise<void> {
  await keepCopy(reader, await api.call(getArticle, { params: { id: articleId } }));
}

async function readCache(readerId: string): Promise<SavedCopy[]> {
  const cache = await caches.open(cacheName(readerId));
  const copies: SavedCopy[] = [];
  for (const key of await cache.keys()) {
    const copy = (await (await cache.match(key))?.json()) as SavedCopy | undefined;
    if (!copy) continue;
    // A subscription's copy outlives it by nothing: past its end it is deleted, unread.
    if (copy.until !== null && copy.until <= Date.now()) await cache.delete(key);
    else copies.push(copy);
  }
  return copies.sort((a, b) => b.keptAt - a.keptAt);
}

/** The copies of the reader this device belongs to, the last kept first. */
export async function readCopies(): Promise<SavedCopy[]> {
  const readerId = deviceReader();
  if (!available() || !readerId) return [];
  return readCache(readerId);
}

export async function readCopy(articleId: string): Promise<SavedCopy | null> {
  return (await readCopies()).find((copy) => copy.article._id === articleId) ?? null;
}

/**
 * Brings the copies up to date with the reader's saved list (at most every few minutes): each saved article
 * fetched again as the reader may now read it, and the copies of articles no longer saved deleted.
 * `current` says whether this reader is still the one signed in and settled: asked before every request,
 * so a refresh that a sign-out overtakes stops rather than asks the server under an ended session.
 */
export async function refreshCopies(
  api: ApiClient,
  reader: SsrViewer,
  current: () => boolean = () => true,
): Promise<void> {
  if (!available()) return;
  await keepOnlyReader(reader.id);
  const last = Number(window.localStorage.getItem(REFRESHED_KEY) ?? 0);
  if (Date.now() - last < REFRESH_EVERY_MS || !current()) return;
  window.localStorage.setItem(REFRESHED_KEY, String(Date.now()));
  const { items } = await api.page(listSaved, { query: { limit: MAX_COPIES } });
  const saved = new Set(items.map((article) => article._id));
  const cache = await caches.open(cacheName(reader.id));
  for (const key of await cache.keys()) {
    const id = decodeURIComponent(new URL(key.url).pathname.split('/').pop() ?? '');
    if (!saved.has(id)) await cache.delete(key);
  }
  for (const id of saved) {
    if (!current()) return;
    await fetchAndKeep(api, reader, id);
  }
}
