import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

    async list(limit: number, offset: number) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(auditLog),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}
