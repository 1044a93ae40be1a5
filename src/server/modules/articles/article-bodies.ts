import { PREMIUM_PREVIEW_LENGTH } from '@shared/constants';
import { plainTextToDoc, previewText } from '@shared/rich-text/text';
import type { Db } from '../../db/client';
import { createArticleBodiesRepository } from './article-bodies.repository';

const BATCH = 500;

/**
 * Turns plain bodies of old into documents (paragraphs at blank lines) and stores each article's preview
 * (docs/product.md#article-bodies). Runs at start-up after the migrations; rows already converted are left
 * alone, so processes starting together convert each article once.
 */
export async function convertPlainBodies(db: Db): Promise<number> {
  const repository = createArticleBodiesRepository(db);
  let converted = 0;
  for (;;) {
    const rows = await repository.unconverted(BATCH);
    if (rows.length === 0) return converted;
    const stored = await repository.storeConverted(
      rows.map((row) => {
        const body = row.body ?? plainTextToDoc(row.description);
        return { id: row.id, body, preview: previewText(body, PREMIUM_PREVIEW_LENGTH) };
      }),
    );
    // Another process converted this batch meanwhile: the next one is new, or there is none.
    if (stored === 0 && rows.length < BATCH) return converted;
    converted += stored;
  }
}
