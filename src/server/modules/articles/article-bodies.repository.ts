import type { RichDoc } from '@shared/rich-text/types';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';

/** The conversion of plain bodies of old into documents (article-bodies.ts). */
export function createArticleBodiesRepository(db: Db) {
  return {
    /** Articles stored before bodies were documents (or written around the app): their id and plain body. */
    unconverted(limit: number): Promise<{ id: string; description: string; body: RichDoc | null }[]> {
      return db
        .select({ id: articles.id, description: articles.description, body: articles.body })
        .from(articles)
        .where(sql`${articles.body} is null or ${articles.preview} is null`)
        .limit(limit);
    },

    /**
     * Stores bodies made from plain ones, with their preview; only where none is stored yet, so processes
     * starting together, or an author saving meanwhile, never have one overwritten.
     */
    async storeConverted(rows: { id: string; body: RichDoc; preview: string }[]): Promise<number> {
      if (rows.length === 0) return 0;
      const values = sql.join(
        rows.map((row) => sql`(${row.id}::uuid, ${JSON.stringify(row.body)}::jsonb, ${row.preview})`),
        sql`, `,
      );
      const result = await db.execute(sql`
        update ${articles} set body = coalesce(${articles.body}, v.body), preview = v.preview
        from (values ${values}) as v(id, body, preview)
        where ${articles.id} = v.id and (${articles.body} is null or ${articles.preview} is null)
      `);
      // node-postgres counts the rows in rowCount, PGlite in affectedRows.
      const counted = result as unknown as { affectedRows?: number; rowCount?: number | null };
      return counted.rowCount ?? counted.affectedRows ?? 0;
    },
  };
}
