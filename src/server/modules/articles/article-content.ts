import { PREMIUM_PREVIEW_LENGTH } from '@shared/constants';
import { plainText, plainTextToDoc, previewText } from '@shared/rich-text/text';
import type { RichDoc } from '@shared/rich-text/types';
import type { ArticleRow } from './articles.mapper';

/** An article's content as stored: the body, and the plain text and preview derived from it. */
export interface ArticleWrite {
  title: string;
  publisher: string;
  tags: string[];
  body: RichDoc;
  description: string;
  preview: string;
  image: string;
  /** The cover texts and standfirst: null for none; left out (undefined), an update keeps what is stored. */
  standfirst?: string | null | undefined;
  imageAlt?: string | null | undefined;
  imageCaption?: string | null | undefined;
}

/** What an author sends: the fields, with the body as a document or as plain text. */
export interface ArticleFields {
  title: string;
  publisher: string;
  tags: string[];
  image: string;
  body?: RichDoc | undefined;
  description?: string | undefined;
  standfirst?: string | undefined;
  imageAlt?: string | undefined;
  imageCaption?: string | undefined;
}

/** The stored cover texts and standfirst an edit that leaves them out keeps. */
type CoverTexts = Pick<ArticleRow, 'standfirst' | 'imageAlt' | 'imageCaption'>;

/** A short text as stored: empty is none (null); left out, the one `kept` (none for a new article). */
const shortText = (value: string | undefined, kept: string | null | undefined) =>
  value === undefined ? (kept ?? null) : value || null;

/**
 * The content to store (docs/product.md#article-bodies): the document (a plain body becomes paragraphs),
 * and the plain text and preview the server derives from it, never taken from the client.
 */
export function contentOf(
  { body, description, standfirst, imageAlt, imageCaption, ...fields }: ArticleFields,
  kept: CoverTexts = {},
): ArticleWrite {
  const doc = body ?? plainTextToDoc(description ?? '');
  // Without a cover there is nothing for a text alternative or a caption to describe.
  const cover = fields.image !== '';
  return {
    ...fields,
    standfirst: shortText(standfirst, kept.standfirst),
    imageAlt: cover ? shortText(imageAlt, kept.imageAlt) : null,
    imageCaption: cover ? shortText(imageCaption, kept.imageCaption) : null,
    body: doc,
    description: plainText(doc),
    preview: previewText(doc, PREMIUM_PREVIEW_LENGTH),
  };
}
