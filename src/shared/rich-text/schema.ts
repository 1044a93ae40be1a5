import { z } from 'zod';
import { MEDIA_URL_PATTERN } from '../images';
import { safeText } from '../schemas/common';
import {
  type BulletList,
  type Inline,
  isAllowedEmbedUrl,
  isAllowedHref,
  type OrderedList,
  type RichDoc,
} from './types';

/**
 * The stored body's schema (docs/product.md#article-bodies): only these node and mark types, with only these
 * attributes, each checked. Unknown types or attributes are refused, not dropped: a document the editor
 * made never has them.
 */
const TEXT_MAX = 20_000;
const INLINE_MAX = 2_000;
const BLOCKS_MAX = 2_000;
const ITEMS_MAX = 500;
const URL_MAX = 2_000;

const href = z.string().max(URL_MAX).refine(isAllowedHref, { message: 'must be an http(s) or mailto link' });

const markSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bold') }),
  z.strictObject({ type: z.literal('italic') }),
  z.strictObject({ type: z.literal('link'), attrs: z.strictObject({ href }) }),
]);

const inlineSchema: z.ZodType<Inline> = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('text'),
    text: safeText().min(1).max(TEXT_MAX),
    marks: z
      .array(markSchema)
      .max(3)
      .refine((marks) => new Set(marks.map((mark) => mark.type)).size === marks.length, {
        message: 'has a mark twice',
      })
      .optional(),
  }),
  z.strictObject({ type: z.literal('hardBreak') }),
]);
const inlineContent = z.array(inlineSchema).max(INLINE_MAX).optional();

const paragraphSchema = z.strictObject({
  type: z.literal('paragraph'),
  content: inlineContent,
});

/** How deep lists nest (a list in a list in a list); written out, so the API document needs no recursion. */
const LIST_DEPTH = 3;

type ListSchemas = { bullet: z.ZodType<BulletList>; ordered: z.ZodType<OrderedList> };

/** The bulleted and numbered lists whose items hold paragraphs and, below `depth`, lists one level down. */
function listSchemas(depth: number): ListSchemas {
  const inner = depth > 1 ? listSchemas(depth - 1) : undefined;
  const item = z.strictObject({
    type: z.literal('listItem'),
    content: z
      .array(inner ? z.union([paragraphSchema, inner.bullet, inner.ordered]) : paragraphSchema)
      .min(1)
      .max(50),
  });
  const items = z.array(item).min(1).max(ITEMS_MAX);
  return {
    bullet: z.strictObject({ type: z.literal('bulletList'), content: items }) as z.ZodType<BulletList>,
    ordered: z.strictObject({
      type: z.literal('orderedList'),
      attrs: z.strictObject({ start: z.number().int().min(1).max(100_000) }).optional(),
      content: items,
    }) as z.ZodType<OrderedList>,
  };
}
const lists = listSchemas(LIST_DEPTH);
const bulletListSchema = lists.bullet;
const orderedListSchema = lists.ordered;

const label = (max: number) =>
  safeText()
    .max(max)
    .refine((text) => !/[<>]/.test(text), {
      message: 'must be plain text',
    });

const blockSchema = z.union([
  paragraphSchema,
  z.strictObject({
    type: z.literal('heading'),
    attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3)]) }),
    content: inlineContent,
  }),
  z.strictObject({ type: z.literal('pullQuote'), content: inlineContent }),
  z.strictObject({ type: z.literal('blockquote'), content: z.array(paragraphSchema).min(1).max(50) }),
  bulletListSchema,
  orderedListSchema,
  z.strictObject({
    type: z.literal('figure'),
    attrs: z.strictObject({
      src: z.string().regex(MEDIA_URL_PATTERN, 'must be an image uploaded here'),
      alt: label(300),
      caption: label(500),
      credit: label(200),
    }),
  }),
  z.strictObject({
    type: z.literal('embed'),
    attrs: z.strictObject({
      url: z.string().max(URL_MAX).refine(isAllowedEmbedUrl, { message: 'must be an http(s) address' }),
    }),
  }),
]);

export const richDocSchema: z.ZodType<RichDoc> = z.strictObject({
  type: z.literal('doc'),
  content: z.array(blockSchema).min(1).max(BLOCKS_MAX),
}) as unknown as z.ZodType<RichDoc>;

/** Every image a document shows, for the check that each was uploaded here. */
export function figureSources(doc: RichDoc): string[] {
  return doc.content.flatMap((block) => (block.type === 'figure' ? [block.attrs.src] : []));
}
