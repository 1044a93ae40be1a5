import { ERROR_CODES } from '@shared/error-codes';
import { mediaFileNameOf } from '@shared/images';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import type { Publisher, PublisherInput } from '@shared/schemas/publishers';
import { slugOf } from '@shared/sections';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import type { MediaStore } from '../media/media.repository';
import { createPublishersRepository } from './publishers.repository';

type PublisherRow = Awaited<ReturnType<ReturnType<typeof createPublishersRepository>['list']>>[number];

const toPublisherDto = (row: PublisherRow): Publisher => ({
  _id: row.id,
  publisherName: row.publisherName,
  image: row.image,
  slug: slugOf(row.publisherName),
  country: row.country,
});

/**
 * Publishers: everyone sees the list and each one's page (by the slug of its name, which no two share);
 * editors add one with a logo uploaded first, rename or change it, and remove one nothing names; each
 * written to the audit log. A new one is named to `caches`
 * (lib/changes.ts); a service that only reads needs none.
 */
export function createPublishersService(
  db: Db,
  media: Pick<MediaStore, 'exists'>,
  caches?: Pick<Caches, 'changed'>,
) {
  const repository = createPublishersRepository(db);
  const audit = createAuditRepository(db);
  return {
    async list(): Promise<Publisher[]> {
      return (await repository.list()).map(toPublisherDto);
    },

    /** The publisher whose page this is (404 when none is). */
    async bySlug(slug: string): Promise<Publisher> {
      const row = (await repository.list()).find((publisher) => slugOf(publisher.publisherName) === slug);
      if (!row) throw notFound(TEXTS.subjects.publisher);
      return toPublisherDto(row);
    },

    /** Adds a publisher; its logo must be stored here, and its name new in any letter case (409 otherwise). */
    async create(viewer: Viewer, { publisherName, image, country }: PublisherInput): Promise<string> {
      if (!(await media.exists(mediaFileNameOf(image))))
        throw badRequest(TEXTS.logoNotUploaded, { image: TEXTS.logoNotUploadedField });
      // Two publishers may not share a page address: "Le Monde" and "Le-Monde" would.
      const slug = slugOf(publisherName);
      const taken = (await repository.list()).find((publisher) => slugOf(publisher.publisherName) === slug);
      if (taken) throw conflict(TEXTS.publisherExists(publisherName), ERROR_CODES.PUBLISHER_EXISTS);
      const insertedId = await repository.create({ publisherName, image, country: country || null });
      if (!insertedId) throw conflict(TEXTS.publisherExists(publisherName), ERROR_CODES.PUBLISHER_EXISTS);
      // The list of publishers, the page by that name, and the number of publishers on the home page.
      caches?.changed([changeTags.publishers, changeTags.publisher(publisherName), changeTags.stats]);
      await audit.record(viewer, {
        action: 'publisher.create',
        targetType: 'publisher',
        targetId: insertedId,
        details: { publisherName },
      });
      return insertedId;
    },

    /**
     * Renames a publisher or changes its country or logo. A new name moves its page (the slug follows the
     * name) and every article, draft and revision naming it; no other publisher may have the new name's page.
     */
    async update(viewer: Viewer, id: string, { publisherName, image, country }: PublisherInput) {
      const before = await repository.byId(id);
      if (!before) throw notFound(TEXTS.subjects.publisher);
      if (image !== before.image && !(await media.exists(mediaFileNameOf(image))))
        throw badRequest(TEXTS.logoNotUploaded, { image: TEXTS.logoNotUploadedField });
      const slug = slugOf(publisherName);
      const taken = (await repository.list()).find(
        (publisher) => publisher.id !== id && slugOf(publisher.publisherName) === slug,
      );
      if (taken || (await repository.nameTakenByOther(id, publisherName)))
        throw conflict(TEXTS.publisherExists(publisherName), ERROR_CODES.PUBLISHER_EXISTS);
      const after = { publisherName, image, country: country || null };
      const articleIds = await repository.update(id, before.publisherName, after);
      // Its cards and pages under either name, the list of publishers, and every article that names it.
      caches?.changed([
        changeTags.publishers,
        changeTags.publisher(before.publisherName),
        changeTags.publisher(publisherName),
        changeTags.lists,
        ...articleIds.map((articleId) => changeTags.article(articleId)),
      ]);
      await audit.record(viewer, {
        action: 'publisher.update',
        targetType: 'publisher',
        targetId: id,
        details:
          before.publisherName === publisherName
            ? { publisherName }
            : { publisherName, formerName: before.publisherName },
      });
      return toPublisherDto({ id, ...after });
    },

    /** Removes a publisher no article, revision or draft names; 409 with how many do otherwise. */
    async remove(viewer: Viewer, id: string): Promise<number> {
      const publisher = await repository.byId(id);
      if (!publisher) throw notFound(TEXTS.subjects.publisher);
      const uses = await repository.uses(publisher.publisherName);
      if (uses > 0)
        throw conflict(TEXTS.publisherInUse(publisher.publisherName, uses), ERROR_CODES.PUBLISHER_IN_USE);
      if (!(await repository.remove(id))) throw notFound(TEXTS.subjects.publisher);
      caches?.changed([
        changeTags.publishers,
        changeTags.publisher(publisher.publisherName),
        changeTags.stats,
      ]);
      await audit.record(viewer, {
        action: 'publisher.remove',
        targetType: 'publisher',
        targetId: id,
        details: { publisherName: publisher.publisherName },
      });
      return 1;
    },
  };
}
