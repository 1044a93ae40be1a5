import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EXPORT_SECTIONS,
  type ExportSection,
  MEMBER_COLUMNS,
} from '@shared/schemas/export';
import type { Db } from '../../db/client';
import { csvLine } from '../../lib/csv';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { createExportRepository, EXPORT_PAGE, type StoredRow } from './export.repository';

/** An image file's row as the archive holds it: its bytes in base64. */
function mediaRow(row: StoredRow): StoredRow {
  const { bytes, ...rest } = row;
  return { ...rest, bytes: Buffer.from(bytes as Uint8Array).toString('base64') };
}

/**
 * The admins' exports (docs/product.md#exporting-the-site). Each is an async sequence of text read a page of
 * rows at a time and handed on as the reader takes it (a stream's back-pressure), so a site of any size is
 * never held whole in memory. A section is read in order of its key, as it stands when read.
 */
export function createExportService(db: Db) {
  const rows = createExportRepository(db);
  const audit = createAuditRepository(db);

  async function* archiveLines(withImages: boolean, now: Date): AsyncGenerator<string> {
    const sections = EXPORT_SECTIONS.filter((name) => withImages || name !== 'media');
    yield `${JSON.stringify({
      format: EXPORT_FORMAT,
      version: EXPORT_FORMAT_VERSION,
      exportedAt: now.toISOString(),
      sections,
    })}\n`;
    const counts: Partial<Record<ExportSection, number>> = {};
    for (const section of sections) {
      let count = 0;
      for await (const row of rows.section(section)) {
        count += 1;
        yield `${JSON.stringify({ section, row: section === 'media' ? mediaRow(row) : row })}\n`;
      }
      counts[section] = count;
    }
    yield `${JSON.stringify({ end: true, counts })}\n`;
  }

  async function* memberLines(): AsyncGenerator<string> {
    yield csvLine(MEMBER_COLUMNS);
    let after: string | null = null;
    while (true) {
      const page = await rows.accountsAfter(after);
      const subscribed = await rows.confirmedSubscribers(page.map((row) => row.email.toLowerCase()));
      for (const row of page) {
        const renews = row.status === 'active' && !row.cancelAtPeriodEnd;
        yield csvLine([
          row.id,
          row.email,
          row.name,
          row.role,
          row.emailVerified ? 'yes' : 'no',
          subscribed.has(row.email.toLowerCase()) ? 'yes' : 'no',
          row.premiumUntil,
          row.plan,
          row.status,
          renews ? row.currentPeriodEnd : null,
          row.createdAt,
        ]);
      }
      if (page.length < EXPORT_PAGE) break;
      after = page.at(-1)?.id ?? null;
    }
    // Newsletter subscribers without an account: a member by their address alone.
    let afterSubscriber: string | null = null;
    while (true) {
      const page = await rows.subscribersWithoutAccountAfter(afterSubscriber);
      for (const row of page) {
        const newsletter = row.confirmedAt ? 'yes' : 'unconfirmed';
        yield csvLine([
          '',
          row.email,
          '',
          'subscriber',
          'no',
          newsletter,
          null,
          null,
          null,
          null,
          row.createdAt,
        ]);
      }
      if (page.length < EXPORT_PAGE) break;
      afterSubscriber = page.at(-1)?.id ?? null;
    }
  }

  return {
    /** The archive as a gzipped stream of JSON lines; the download is recorded in the audit log first. */
    async archive(viewer: Viewer, withImages: boolean, now = new Date()): Promise<Readable> {
      await audit.record(viewer, {
        action: 'site.export',
        targetType: 'site',
        targetId: 'archive',
        details: { images: withImages },
      });
      return Readable.from(archiveLines(withImages, now)).pipe(createGzip());
    },

    /** The members CSV as a stream: reader accounts by id, then subscribers without an account. */
    async members(viewer: Viewer): Promise<Readable> {
      await audit.record(viewer, { action: 'members.export', targetType: 'site', targetId: 'members' });
      return Readable.from(memberLines());
    },
  };
}
