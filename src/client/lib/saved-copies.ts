import { DEVICE_COPIES, PREMIUM } from '@shared/constants';
import { getArticle } from '@shared/contract/articles';
import { listSaved } from '@shared/contract/saved';
import type { Article } from '@shared/schemas/articles';
import type { SsrViewer } from '@shared/ssr';
import type { ApiClient } from './api-client';

/**
 * A signed-in reader's articles on this device (docs/product.md#saved-articles), so they read offline: the
 * ones they saved, and the last ones they read. One Cache Storage cache per reader, holding each article as
 * the server answered it to that reader (a premium body only for a reader who may read it). The service
 * worker never reads or writes these caches. Only one reader's copies are ever on the device: they go when
 * the reader signs out, another one signs in, or the server says nobody is signed in here; and a premium
 * body is shown only while the reader's session is known to stand (docs/security.md#offline-copies).
 */

// Whose copies are on this device (READER_KEY): the offline page, rendered for no reader, shows only theirs.
const { cachePrefix: CACHE_PREFIX, readerKey: READER_KEY, refreshedKey: REFRESHED_KEY } = DEVICE_COPIES;
/** The reader the copies belong to and when their session ends, as the server last said (JSON). */
const SESSION_KEY = 'broadsheet-offline-session';
const REFRESH_EVERY_MS = 10 * 60 * 1000;
/** The most a device keeps: the newest saved first. */
export const MAX_COPIES = 100;
/** Of the articles a reader opened without saving them, the last this many are kept. */
export const MAX_READ_COPIES = 30;

export interface SavedCopy {
  article: Article;
  /** When this copy was made. */
  keptAt: number;
  /** For a premium body read under a subscription: when that subscription ends (the copy goes then). */
  until: number | null;
  /** Saved by the reader (on Saved Articles), or only read (kept among the last read); saved if absent. */
  saved?: boolean;
}

/** The reader the device's copies belong to, as the server last described them, and when the session ends. */
export interface DeviceSession {
  reader: SsrViewer;
  endsAt: number;
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

/**
 * The device's reader while their session is known to stand (the end the server last gave has not passed),
 * else null: what a page kept for nobody shows offline in the header, and what premium copies need.
 */
export function liveSession(now = Date.now()): DeviceSession | null {
  try {
    const session = JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? 'null') as DeviceSession | null;
    if (!session || session.reader.id !== deviceReader() || !(session.endsAt > now)) return null;
    return session;
  } catch {
    return null;
  }
}

/** Records when the signed-in reader's session ends, as the server said it (a page, or the reader's profile). */
export function rememberSession(reader: SsrViewer): void {
  const endsAt = reader.sessionEndsAt ? Date.parse(reader.sessionEndsAt) : Number.NaN;
  if (!available() || deviceReader() !== reader.id || !Number.isFinite(endsAt)) return;
  try {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ reader, endsAt } satisfies DeviceSession));
  } catch {
    // Storage refused: premium copies are then not shown offline.
  }
}

/** A premium article's whole text, which stays readable offline only while the session stands. */
const premiumText = (article: Article) => article.isPremium === PREMIUM && !article.locked;

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
    if (deviceReader() !== readerId) {
      window.localStorage.removeItem(REFRESHED_KEY);
      window.localStorage.removeItem(SESSION_KEY);
    }
    if (readerId) window.localStorage.setItem(READER_KEY, readerId);
    else window.localStorage.removeItem(READER_KEY);
  } catch {
    // Storage refused (private mode): the copies are deleted all the same.
  }
}

/**
 * Keeps the article as this reader was answered it: `saved` says whether they saved it; left out, a copy
 * already kept stays as saved as it was (reading a saved article again keeps it saved).
 */
export async function keepCopy(reader: SsrViewer, article: Article, saved?: boolean): Promise<void> {
  if (!available()) return;
  await keepOnlyReader(reader.id);
  // A copy kept before the page's own refresh has run (a reader who saves at once after signing in) reads
  // offline all the same: the session it was read under is recorded with it.
  rememberSession(reader);
  const cache = await caches.open(cacheName(reader.id));
  const key = keyOf(article._id);
  const before = (await (await cache.match(key))?.json()) as SavedCopy | undefined;
  const copy: SavedCopy = {
    article,
    keptAt: Date.now(),
    until: readableUntil(reader, article),
    saved: saved ?? (before ? before.saved !== false : false),
  };
  await cache.put(
    key,
    new Response(JSON.stringify(copy), { headers: { 'content-type': 'application/json' } }),
  );
  if (copy.saved) return;
  // Only the last articles read stay; the saved ones are not counted.
  const read = (await readCache(reader.id)).filter((each) => each.saved === false);
  for (const old of read.slice(MAX_READ_COPIES)) await cache.delete(keyOf(old.article._id));
}

/** Keeps the article a signed-in reader opened, among the last ones they read. */
export async function keepRead(reader: SsrViewer, article: Article): Promise<void> {
  await keepCopy(reader, article);
}

export async function dropCopy(readerId: string, articleId: string): Promise<void> {
  if (!available()) return;
  await (await caches.open(cacheName(readerId))).delete(keyOf(articleId));
}

/** Fetches the article as this reader may read it, and keeps it. */
export async function fetchAndKeep(api: ApiClient, reader: SsrViewer, articleId: string): Promise<void> {
  await keepCopy(reader, await api.call(getArticle, { params: { id: articleId } }), true);
}

async function readCache(readerId: string): Promise<SavedCopy[]> {
  const cache = await caches.open(cacheName(readerId));
  const now = Date.now();
  // Premium text is shown only while the session it was read under is known to stand.
  const sessionStands = liveSession(now) !== null;
  const copies: SavedCopy[] = [];
  for (const key of await cache.keys()) {
    const copy = (await (await cache.match(key))?.json()) as SavedCopy | undefined;
    if (!copy) continue;
    // A subscription's copy outlives it by nothing, nor a premium copy the session: past either end it is
    // deleted, unread.
    const lapsed =
      (copy.until !== null && copy.until <= now) || (premiumText(copy.article) && !sessionStands);
    if (lapsed) await cache.delete(key);
    else copies.push(copy);
  }
  return copies.sort((a, b) => b.keptAt - a.keptAt);
}

/** The copies of the reader this device belongs to (the saved ones and the last read), the last kept first. */
export async function readCopies(): Promise<SavedCopy[]> {
  const readerId = deviceReader();
  if (!available() || !readerId) return [];
  return readCache(readerId);
}

/** Only the articles the reader saved (Saved Articles offline). */
export const savedOnly = (copies: SavedCopy[]) => copies.filter((copy) => copy.saved !== false);

export async function readCopy(articleId: string): Promise<SavedCopy | null> {
  return (await readCopies()).find((copy) => copy.article._id === articleId) ?? null;
}

/**
 * Records when the reader's session ends, then brings the copies up to date with the reader's saved list (at most every few minutes): each saved article
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
  // When this reader's session ends, as the server said: premium copies are shown only until then.
  rememberSession(reader);
  const last = Number(window.localStorage.getItem(REFRESHED_KEY) ?? 0);
  if (Date.now() - last < REFRESH_EVERY_MS || !current()) return;
  window.localStorage.setItem(REFRESHED_KEY, String(Date.now()));
  const { items } = await api.page(listSaved, { query: { limit: MAX_COPIES } });
  const saved = new Set(items.map((article) => article._id));
  const cache = await caches.open(cacheName(reader.id));
  // Copies of articles no longer saved go, but not those of the last read.
  for (const copy of await readCache(reader.id)) {
    if (copy.saved !== false && !saved.has(copy.article._id)) await cache.delete(keyOf(copy.article._id));
  }
  for (const id of saved) {
    if (!current()) return;
    await fetchAndKeep(api, reader, id);
  }
}
