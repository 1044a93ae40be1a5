import { TAGS, type Tag } from '@shared/constants';
import { IMPORT_TEXTS as TEXTS } from '@shared/messages/site-import';
import { IMAGE_ALT_MAX, IMAGE_CAPTION_MAX, STANDFIRST_MAX } from '@shared/schemas/article-input';
import type { ImportPlan, ImportProblem, SiteImport, StartImport } from '@shared/schemas/site-import';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import type { Viewer } from '../../types';
import { contentOf } from '../articles/article-content';
import { storeImage } from '../media/images';
import type { MediaStore } from '../media/media.repository';
import { fetchRemotePhoto } from '../media/remote-photo';
import { readGhostExport } from './ghost-export';
import { htmlToDoc } from './html-to-doc';
import { emailOf, isHttps, picturesOf, planImport, sectionsOf, workItems } from './import-plan';
import { createSiteImportRepository, type SiteImportRow } from './site-import.repository';
import { SourceFileError, type SourceSite } from './source-site';
import { readWordPressExport } from './wordpress-wxr';

export const SITE_IMPORT_QUEUE = 'site-import';
/** How long one job works before it hands the rest to the next: a crash loses at most one slice's wait. */
const SLICE_MS = 20_000;
const LATEST = 10;

export interface SiteImportDependencies {
  db: Db;
  media: Pick<MediaStore, 'existing' | 'saveAll'>;
  queue: JobQueue;
  caches: Pick<Caches, 'changed'>;
  log: FastifyBaseLogger;
  /** The bytes of a picture at an address: the photo fetch's rules (https:, public addresses, 5 MB) unless tests say. */
  fetchPicture?: (address: string) => Promise<Buffer>;
}

/** Text as our fields take it: no control characters, spaces collapsed, at most `max` characters. */
function plain(text: string | null, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern removes control characters.
  const clean = (text ?? '').replace(/[\u0000-\u001F\u007F]|[\uD800-\uDFFF]/g, ' ');
  return clean.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** Which platform wrote a file, from its first character: JSON for Ghost, XML for WordPress. */
function readSource(text: string): SourceSite {
  const first = text.trimStart()[0];
  if (first === '{') return readGhostExport(text);
  if (first === '<') return readWordPressExport(text);
  throw new SourceFileError(TEXTS.unknownFormat);
}

/** Whether an error is the database refusing a second record of the same source item. */
function isRecordedTwice(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { constraint?: string }).constraint === ITEM_KEY) return true;
  return false;
}
const ITEM_KEY = 'site_import_items_source_key_kind_source_id_pk';

export function createSiteImportService(deps: SiteImportDependencies) {
  const repository = createSiteImportRepository(deps.db);
  const fetchPicture = deps.fetchPicture ?? ((address: string) => fetchRemotePhoto(address));

  const view = (row: SiteImportRow): SiteImport => {
    const source = row.source as SourceSite;
    const created = row.created as Partial<SiteImport['created']>;
    return {
      id: row.id,
      platform: row.platform,
      fileName: row.fileName,
      siteTitle: source.title,
      state: row.state,
      plan: row.plan as ImportPlan,
      publisher: row.publisher,
      done: row.done,
      total: row.total,
      created: {
        articles: created.articles ?? 0,
        authors: created.authors ?? 0,
        subscribers: created.subscribers ?? 0,
        images: created.images ?? 0,
      },
      notes: row.notes,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  };
  const found = async (id: string) => {
    const row = await repository.find(id);
    if (!row) throw notFound(TEXTS.import);
    return row;
  };

  /** One item: an author's account, a subscriber or an article, with what could not come along. */
  async function step(row: SiteImportRow, item: { kind: string; index: number }): Promise<ImportProblem[]> {
    const source = row.source as SourceSite;
    if (item.kind === 'author') {
      const author = source.authors[item.index];
      const email = author && emailOf(author);
      if (!author || !email || (await repository.imported(row.sourceKey, 'author', [author.id])).size)
        return [];
      await repository.addAuthor(row, author.id, {
        name: plain(author.name, 80) || email,
        email,
        bio: plain(author.bio, 300) || null,
      });
      return [];
    }
    if (item.kind === 'member') {
      const member = source.members[item.index];
      if (!member || (await repository.imported(row.sourceKey, 'member', [member.id])).size) return [];
      await repository.addSubscriber(row, member.id, member.email.toLowerCase());
      return [];
    }
    const post = source.posts[item.index];
    if (!post?.html || (await repository.imported(row.sourceKey, 'post', [post.id])).size) return [];
    const notes: ImportProblem[] = [];
    const pictures = new Map<string, string>();
    for (const address of picturesOf(post)) {
      if (!isHttps(address)) continue;
      try {
        const { url } = await storeImage(deps.media, await fetchPicture(address));
        pictures.set(address, url);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        notes.push({ item: post.title, reason: TEXTS.pictureFailed(reason) });
      }
    }
    if (pictures.size > 0) await repository.countImages(row.id, pictures.size);
    const { doc, notes: lost } = htmlToDoc(post.html, {
      picture: (src) => pictures.get(src),
      blankLineParagraphs: post.blankLineParagraphs,
    });
    if (!doc) return [...notes, { item: post.title, reason: lost.at(-1) ?? TEXTS.noBody }];
    const authorId =
      (post.authorId &&
        (await repository.imported(row.sourceKey, 'author', [post.authorId])).get(post.authorId)) ||
      row.createdBy;
    if (!authorId) return [...notes, { item: post.title, reason: TEXTS.noAuthor }];
    const image = (post.featureImage && pictures.get(post.featureImage)) || '';
    const content = contentOf({
      title: plain(post.title, 200) || '(untitled)',
      publisher: row.publisher ?? '',
      tags: sectionsOf(post, (row.fallbackSection ?? TAGS[0]) as Tag),
      image,
      body: doc,
      standfirst: plain(post.excerpt, STANDFIRST_MAX),
      imageAlt: plain(post.featureImageAlt, IMAGE_ALT_MAX),
      imageCaption: plain(post.featureImageCaption, IMAGE_CAPTION_MAX),
    });
    const publishedAt = post.published ? new Date(post.publishedAt ?? post.createdAt ?? Date.now()) : null;
    await repository.addArticle(row, post.id, {
      ...content,
      authorId,
      status: post.published ? 'approve' : 'pending',
      isPremium: post.premium,
      publishedAt,
      createdAt: publishedAt ?? new Date(post.createdAt ?? Date.now()),
    });
    return notes;
  }

  const service = {
    /** Reads an export and keeps it with its dry run; nothing else is created yet. */
    async read(viewer: Viewer, fileName: string, bytes: Buffer): Promise<SiteImport> {
      if (bytes.length === 0) throw badRequest(TEXTS.emptyFile, { file: TEXTS.emptyFile });
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw badRequest(TEXTS.notText, { file: TEXTS.notText });
      }
      let source: SourceSite;
      try {
        source = readSource(text);
      } catch (error) {
        if (!(error instanceof SourceFileError)) throw error;
        throw badRequest(error.message, { file: error.message });
      }
      const plan = await planImport(source, repository);
      const row = await repository.create({
        platform: source.platform,
        fileName: plain(fileName, 200) || 'export',
        source,
        plan,
        createdBy: viewer.id,
      });
      return view(row);
    },

    async list(): Promise<SiteImport[]> {
      const ids = await repository.latest(LATEST);
      return Promise.all(ids.map(async ({ id }) => view(await found(id))));
    },

    get: async (id: string) => view(await found(id)),

    /** Starts (or, after it stopped, resumes) an import as a job on the queue. */
    async start(id: string, input: StartImport): Promise<SiteImport> {
      const row = await found(id);
      if (!(await repository.publisherExists(input.publisher)))
        throw badRequest(`publisher ${TEXTS.noPublisher}`, { publisher: TEXTS.noPublisher });
      const total = workItems(row.source as SourceSite).length;
      const values = { publisher: input.publisher, fallbackSection: input.section, total };
      if (!(await repository.start(id, values))) throw conflict(TEXTS.notReady);
      await deps.queue.send(SITE_IMPORT_QUEUE, { importId: id });
      return view(await found(id));
    },

    /**
     * The job: works through the import's items from where it stands, for one slice of time, then hands
     * the rest to a new job. A job that dies is tried again by the queue; an item it finished is on record
     * (site_import_items), so nothing is created twice.
     */
    async work(importId: string, sliceMs = SLICE_MS): Promise<void> {
      const row = await repository.find(importId);
      if (row?.state !== 'running') return;
      const items = workItems(row.source as SourceSite);
      const deadline = Date.now() + sliceMs;
      let done = row.done;
      try {
        while (done < items.length && Date.now() < deadline) {
          const item = items[done] as (typeof items)[number];
          // Another job on the same import (one the queue thought dead) recorded this item first: it is done.
          const notes = await step(row, item).catch((error: unknown) => {
            if (isRecordedTwice(error)) return [];
            throw error;
          });
          await repository.addNotes(row.id, notes);
          done += 1;
          await repository.progress(row.id, done);
        }
      } catch (error) {
        deps.log.error({ err: error, importId }, 'the import stopped');
        await repository.finish(row.id, 'failed', TEXTS.failedStep);
        return;
      } finally {
        await deps.caches.changed([
          changeTags.lists,
          changeTags.stats,
          changeTags.publishers,
          ...(row.publisher ? [changeTags.publisher(row.publisher)] : []),
          ...TAGS.map(changeTags.section),
        ]);
      }
      if (done >= items.length) await repository.finish(row.id, 'done');
      else await deps.queue.send(SITE_IMPORT_QUEUE, { importId });
    },
  };
  return service;
}

export type SiteImportService = ReturnType<typeof createSiteImportService>;
