import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import { badRequest, notFound } from '../../lib/errors';
import { storeImage } from './images';
import type { MediaStore, StoredMediaFile } from './media.repository';
import { storeAvatar } from './remote-photo';

/**
 * Images (docs/product.md#images): an upload is checked from its bytes, re-encoded and stored under its
 * content hash (decision 0006); a stored image is served by its name.
 */
export function createMediaService(store: MediaStore) {
  return {
    /** Stores an uploaded image; answers with its URL. */
    async upload(bytes: Buffer): Promise<{ url: string }> {
      if (bytes.length === 0) throw badRequest(TEXTS.uploadEmpty, { image: TEXTS.fieldEmpty });
      const { url } = await storeImage(store, bytes);
      return { url };
    },

    /** Stores an uploaded photo of a reader, square and at the avatar sizes only; answers with its URL. */
    async uploadAvatar(bytes: Buffer): Promise<{ url: string }> {
      if (bytes.length === 0) throw badRequest(TEXTS.uploadEmpty, { image: TEXTS.fieldEmpty });
      const { url } = await storeAvatar(store, bytes);
      return { url };
    },

    /** A stored image; 404 when it is not stored (yet, or here). */
    async find(name: string): Promise<StoredMediaFile> {
      const file = await store.find(name);
      if (!file) throw notFound(TEXTS.image);
      return file;
    },
  };
}
