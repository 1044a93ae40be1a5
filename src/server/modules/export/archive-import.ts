import { randomBytes } from 'node:crypto';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EXPORT_SECTIONS,
  type ExportSection,
} from '@shared/schemas/export';
import type { Db } from '../../db/client';
import { importInTransaction, type StoredRow, UnknownFieldError } from './export.repository';

/** Rows a statement. */
const BATCH = 200;

/** An archive that is not one Broadsheet wrote, or was cut off: nothing of it is kept. */
export class ArchiveError extends Error {}

export type ImportCounts = Partial<Record<ExportSection, number>>;

/**
 * Brings an archive from the export (docs/product.md#exporting-the-site) into a site, in one transaction: an
 * archive that is cut off, from another format or with a row the database refuses leaves nothing behind.
 * A row already there (the same key) is left as it is, so importing twice adds nothing the second time.
 * Comments come in without their parents first, then are attached, since a reply may precede its parent.
 * Answers how many rows each section held.
 */
export async function importArchive(db: Db, lines: AsyncIterable<string>): Promise<ImportCounts> {
  return importInTransaction(db, async (writer) => {
    const read: ImportCounts = {};
    const replies: { id: string; parentId: string }[] = [];
    let header = false;
    let ended = false;
    let current: ExportSection | null = null;
    let batch: StoredRow[] = [];
    const flush = async () => {
      if (current) await writer.insert(current, batch);
      batch = [];
    };

    for await (const text of lines) {
      if (text.trim() === '') continue;
      if (ended) throw new ArchiveError('The archive goes on after its last line.');
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new ArchiveError('A line of the archive is not JSON.');
      }
      if (!header) {
        if (line.format !== EXPORT_FORMAT || line.version !== EXPORT_FORMAT_VERSION)
          throw new ArchiveError(`Not a ${EXPORT_FORMAT} archive of version ${EXPORT_FORMAT_VERSION}.`);
        header = true;
        continue;
      }
      if (line.end === true) {
        await flush();
        const counts = (line.counts ?? {}) as ImportCounts;
        for (const section of EXPORT_SECTIONS)
          if ((counts[section] ?? 0) !== (read[section] ?? 0))
            throw new ArchiveError(`The ${section} section is incomplete.`);
        ended = true;
        continue;
      }
      const section = line.section as ExportSection;
      if (!EXPORT_SECTIONS.includes(section) || typeof line.row !== 'object' || line.row === null)
        throw new ArchiveError('A line of the archive names no known section.');
      if (current !== section) {
        await flush();
        current = section;
      }
      let row: StoredRow;
      try {
        row = writer.stored(section, line.row as StoredRow);
      } catch (error) {
        if (!(error instanceof UnknownFieldError)) throw error;
        throw new ArchiveError(`The ${section} section has an unknown field: ${error.message}.`);
      }
      // Unsubscribe tokens stay behind at export: each address gets a new one (old mails' links lapse).
      if (section === 'newsletter_subscribers') row.unsubscribeToken = randomBytes(24).toString('base64url');
      if (section === 'comments' && typeof row.parentId === 'string') {
        replies.push({ id: row.id as string, parentId: row.parentId });
        row.parentId = null;
      }
      batch.push(row);
      read[section] = (read[section] ?? 0) + 1;
      if (batch.length >= BATCH) await flush();
    }
    if (!ended) throw new ArchiveError('The archive is cut off: its last line is missing.');
    for (const reply of replies) await writer.attachReply(reply.id, reply.parentId);
    return read;
  });
}
