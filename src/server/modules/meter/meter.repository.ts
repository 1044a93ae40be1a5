import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meterReads, meterSettings } from '../../db/schema';

/** The meter's settings as stored: no row means both allowances are 0. */
export interface MeterSettingsRow {
  registeredFree: number;
  visitorFree: number;
  updatedAt: Date | null;
}

/** One reader's use of the meter this month, after a request. */
export interface MeterTake {
  /** Whether the article is theirs to read: taken now, or taken earlier this month. */
  opened: boolean;
  /** How many articles they have read through the meter this month, this one included when opened. */
  used: number;
}

/** The meter's tables (src/server/modules/meter): its settings and the articles it opened. */
export function createMeterRepository(db: Db) {
  const usedIn = async (tx: Pick<Db, 'select'>, reader: string, month: string) => {
    const [row] = await tx
      .select({ n: count() })
      .from(meterReads)
      .where(and(eq(meterReads.reader, reader), eq(meterReads.month, month)));
    return row?.n ?? 0;
  };

  return {
    async settings(): Promise<MeterSettingsRow> {
      const [row] = await db
        .select({
          registeredFree: meterSettings.registeredFree,
          visitorFree: meterSettings.visitorFree,
          updatedAt: meterSettings.updatedAt,
        })
        .from(meterSettings)
        .where(eq(meterSettings.id, 1));
      return row ?? { registeredFree: 0, visitorFree: 0, updatedAt: null };
    },

    async saveSettings(
      values: { registeredFree: number; visitorFree: number },
      by: string,
    ): Promise<MeterSettingsRow> {
      const set = { ...values, updatedBy: by, updatedAt: new Date() };
      const [row] = await db
        .insert(meterSettings)
        .values({ id: 1, ...set })
        .onConflictDoUpdate({ target: meterSettings.id, set })
        .returning({
          registeredFree: meterSettings.registeredFree,
          visitorFree: meterSettings.visitorFree,
          updatedAt: meterSettings.updatedAt,
        });
      if (!row) throw new Error('meter settings not stored');
      return row;
    },

    /**
     * Opens `articleId` for `reader` this month if it is already theirs or they have fewer than `allowance`:
     * counted and written under a lock on the reader, so two requests at once cannot both take the last one.
     */
    take(
      read: { reader: string; month: string; articleId: string; userId: string | null },
      allowance: number,
    ): Promise<MeterTake> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meter:${read.reader}`}))`);
        const [already] = await tx
          .select({ at: meterReads.createdAt })
          .from(meterReads)
          .where(
            and(
              eq(meterReads.reader, read.reader),
              eq(meterReads.month, read.month),
              eq(meterReads.articleId, read.articleId),
            ),
          )
          .limit(1);
        const used = await usedIn(tx, read.reader, read.month);
        if (already) return { opened: true, used };
        if (used >= allowance) return { opened: false, used };
        await tx.insert(meterReads).values(read);
        return { opened: true, used: used + 1 };
      });
    },

    /** Forgets the months before `month`: nothing reads them. */
    async pruneBefore(month: string): Promise<void> {
      await db.delete(meterReads).where(lt(meterReads.month, month));
    },
  };
}
