import type { Db } from '../../db/client';
import { newestFirst, type PageRange } from '../../db/paged';
import { auditLog } from '../../db/schema';
import type { Viewer } from '../../types';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** The record of admin actions (docs/product.md#dashboard): who did what, to what, when. */
export function createAuditRepository(db: Db) {
  return {
    async record(actor: Viewer, entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actorId: actor.id,
        actorEmail: actor.email,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: entry.details ?? {},
      });
    },

    /** A page of the log, newest first. */
    page: (range: PageRange) => newestFirst(db, auditLog, range),
  };
}
