import type { Block, Inline, ListItem, Paragraph, RichDoc, TextBlock } from './types';

/** The text of inline content; a line break is a newline. */
const inlineText = (content: Inline[] | undefined): string =>
  (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');

const itemText = (item: ListItem): string => item.content.map(blockText).join('\n');

/** A block's readable text: what search, excerpts, feeds and e-mails use. */
export function blockText(block: Block | Paragraph): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
    case 'pullQuote':
      return inlineText(block.content);
    case 'blockquote':
      return block.content.map(blockText).join('\n');
    case 'bulletList':
    case 'orderedList':
      return block.content.map(itemText).join('\n');
    case 'figure':
      return [block.attrs.caption, block.attrs.credit].filter(Boolean).join(' ');
    case 'embed':
      return block.attrs.url;
  }
}

/** The body as plain text, blocks apart by a blank line (the stored `description`). */
export const plainText = (doc: RichDoc): string =>
  doc.content
    .map(blockText)
    .filter((text) => text.trim())
    .join('\n\n');

/**
 * A plain-text body as a document: paragraphs at blank lines, a single newline a line break (how plain
 * bodies were always shown). The migration of stored bodies and the legacy API use it.
 */
export function plainTextToDoc(text: string): RichDoc {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph): Paragraph => ({
        type: 'paragraph',
        content: paragraph
          .split(/\s*\n\s*/)
          .flatMap((line, index): Inline[] =>
            index === 0
              ? [{ type: 'text', text: line }]
              : [{ type: 'hardBreak' }, { type: 'text', text: line }],
          ),
      }),
    );
  return { type: 'doc', content: paragraphs.length > 0 ? paragraphs : [{ type: 'paragraph' }] };
}

/** Where sentences end: a stop (with any closing quote or bracket) followed by a space. */
const SENTENCE_END = /[.!?…]["'”’)\]]*(?=\s)/g;

/** The length of the longest run of whole sentences of `text` that fits in `budget` (0 when none does). */
function sentencesFitting(text: string, budget: number): number {
  let fit = 0;
  if (text.trimEnd().length <= budget) return text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (end > budget) break;
    fit = end;
  }
  return fit;
}

/** The first `length` characters of a text block's content, marks kept, never splitting a node's marks. */
function cutInline(content: Inline[], length: number): Inline[] {
  const kept: Inline[] = [];
  let left = length;
  for (const node of content) {
    if (left <= 0) break;
    if (node.type === 'hardBreak') {
      kept.push(node);
      left -= 1;
      continue;
    }
    const text = node.text.slice(0, left);
    kept.push({ ...node, text });
    left -= node.text.length;
  }
  return kept;
}

/** Cuts a too long first sentence at a word boundary near `budget`, ending it with an ellipsis. */
function wordCut(text: string, budget: number): number {
  const lastSpace = text.slice(0, budget + 1).lastIndexOf(' ');
  return lastSpace > budget * 0.6 ? lastSpace : budget;
}

/** A text block with only its sentences that fit in `budget`, or undefined when none does. */
function cutTextBlock(block: TextBlock, budget: number, first: boolean): TextBlock | undefined {
  const text = inlineText(block.content);
  let length = sentencesFitting(text, budget);
  let ellipsis = false;
  if (length === 0) {
    if (!first) return undefined;
    // A first sentence longer than the whole preview: its opening words, so the preview is never empty.
    length = wordCut(text, budget);
    ellipsis = true;
  }
  const content = cutInline(block.content ?? [], length);
  const last = content[content.length - 1];
  if (last?.type === 'text') {
    const trimmed = last.text.trimEnd();
    content[content.length - 1] = { ...last, text: ellipsis ? `${trimmed}…` : trimmed };
  }
  return { ...block, content } as TextBlock;
}

const isTextBlock = (block: Block): block is TextBlock =>
  block.type === 'paragraph' || block.type === 'heading' || block.type === 'pullQuote';

/** The preview blocks never hold more than this many pictures or links. */
const MAX_PREVIEW_BLOCKS = 6;

/**
 * What a reader without access to the whole body gets (docs/product.md#article-bodies): whole blocks from the
 * start while their text fits in `length` characters, then the whole sentences of the next block that fit.
 * Never a split tag (the cut is made on the document, then rendered) nor a split sentence; only a first
 * sentence longer than the whole preview is cut, at a word, with an ellipsis.
 */
export function previewDoc(doc: RichDoc, length: number): RichDoc {
  const kept: Block[] = [];
  let used = 0;
  for (const block of doc.content) {
    if (kept.length >= MAX_PREVIEW_BLOCKS) break;
    const text = blockText(block);
    const separator = used > 0 && text ? 2 : 0;
    if (used + separator + text.length <= length) {
      kept.push(block);
      used += separator + text.length;
      continue;
    }
    const first = used === 0;
    const source: TextBlock | undefined = isTextBlock(block)
      ? block
      : first
        ? { type: 'paragraph', content: [{ type: 'text', text: text.replace(/\s+/g, ' ') }] }
        : undefined;
    const cut = source ? cutTextBlock(source, length - used - separator, first) : undefined;
    if (cut) kept.push(cut);
    break;
  }
  return { type: 'doc', content: kept.length > 0 ? kept : [{ type: 'paragraph' }] };
}

/** The preview as plain text: what lists show and what a reader without access can search. */
export const previewText = (doc: RichDoc, length: number): string => plainText(previewDoc(doc, length));
