import { ERROR_CODES } from '@shared/error-codes';
import { mediaFileNameOf } from '@shared/images';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import type { Publisher, PublisherInput } from '@shared/schemas/publishers';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import type { MediaStore } from '../media/media.repository';
import { createPublishersRepository } from './publishers.repository';

/** Publishers: everyone sees the list; admins add one with a logo uploaded first, written to the audit log. */
export function createPublishersService(db: Db, media: Pick<MediaStore, 'exists'>) {
  const repository = createPublishersRepository(db);
  const audit = createAuditRepository(db);
  return {
    async list(): Promise<Publisher[]> {
      const rows = await repository.list();
      return rows.map((row) => ({ _id: row.id, publisherName: row.publisherName, image: row.image }));
    },

    /** Adds a publisher; its logo must be stored here, and its name new in any letter case (409 otherwise). */
    async create(viewer: Viewer, { publisherName, image }: PublisherInput): Promise<string> {
      if (!(await media.exists(mediaFileNameOf(image))))
        throw badRequest(TEXTS.logoNotUploaded, { image: TEXTS.logoNotUploadedField });
      const insertedId = await repository.create({ publisherName, image });
      if (!insertedId) throw conflict(TEXTS.publisherExists(publisherName), ERROR_CODES.PUBLISHER_EXISTS);
      await audit.record(viewer, {
        action: 'publisher.create',
        targetType: 'publisher',
        targetId: insertedId,
        details: { publisherName },
      });
      return insertedId;
    },
  };
}
