import { richDocSchema } from '@shared/rich-text/schema';
import { plainText } from '@shared/rich-text/text';
import type { Block, Inline, ListItem, Mark, Paragraph, RichDoc } from '@shared/rich-text/types';
import { isAllowedEmbedUrl, isAllowedHref } from '@shared/rich-text/types';
import { BODY_MAX_CHARACTERS } from '@shared/schemas/article-input';
import { type ChildNode, type Element, findElement, isTag, isText, parseHtml, textOf } from './markup';

/**
 * An imported post's HTML as the editor's document (docs/product.md#article-bodies): paragraphs, headings,
 * quotes, lists, bold, italic and links carry over; a picture becomes a figure once it is one of our own
 * images (`picture` says its /media/ address, or nothing when it could not be brought in); a video or other
 * frame becomes an embed (a plain link). Whatever else the HTML holds is kept as text or left out, and each
 * kind of loss is noted once for the dry run and the report.
 */
export interface ConvertOptions {
  picture(src: string): string | undefined;
  /** WordPress's classic bodies: a blank line between two runs of text is a paragraph break. */
  blankLineParagraphs?: boolean;
}

export interface Conversion {
  /** Null when nothing of the body could be made into a valid document (`notes` says why). */
  doc: RichDoc | null;
  notes: string[];
}

const INLINE = new Set(
  'a b strong i em u s del ins span code small sub sup mark abbr time cite q label font br kbd var'.split(
    ' ',
  ),
);
const DROPPED = new Set('script style noscript template form button input select textarea svg'.split(' '));
const FRAMES = new Set(['iframe', 'video', 'audio', 'embed', 'object', 'source']);
const LIST_DEPTH = 3;

interface Context {
  options: ConvertOptions;
  notes: Set<string>;
  listDepth: number;
}

/** The addresses of the pictures a body shows, in order, for the job to fetch before converting it. */
export function pictureSources(html: string): string[] {
  const sources: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (node.name === 'img' && node.attribs.src) sources.push(node.attribs.src);
      visit(node.children);
    }
  };
  visit(parseHtml(html));
  return [...new Set(sources)];
}

export function htmlToDoc(html: string, options: ConvertOptions): Conversion {
  const context: Context = { options, notes: new Set(), listDepth: 0 };
  const content = blocks(parseHtml(html), context);
  const notes = () => [...context.notes];
  if (content.length === 0) return { doc: null, notes: [...notes(), 'The body has no text.'] };
  const doc: RichDoc = { type: 'doc', content };
  if (plainText(doc).length > BODY_MAX_CHARACTERS)
    return { doc: null, notes: [...notes(), 'The body is longer than 50,000 characters.'] };
  const checked = richDocSchema.safeParse(doc);
  if (!checked.success)
    return { doc: null, notes: [...notes(), 'The body does not fit the limits of an article body.'] };
  return { doc: checked.data, notes: notes() };
}

/** A run of inline content: text and line breaks, and the pictures and frames found inside it. */
interface Run {
  inline: Inline[];
  lifted: Block[];
}

function blocks(nodes: ChildNode[], context: Context): Block[] {
  const out: Block[] = [];
  let run: Run = { inline: [], lifted: [] };
  const flush = () => {
    const content = trimInline(run.inline);
    if (content.length > 0) out.push({ type: 'paragraph', content });
    out.push(...run.lifted);
    run = { inline: [], lifted: [] };
  };
  for (const node of nodes) {
    if (isText(node)) {
      if (!context.options.blankLineParagraphs) {
        inline([node], [], run, context);
        continue;
      }
      node.data.split(/\n[ \t]*\n/).forEach((part, index) => {
        if (index > 0) flush();
        addText(run, part, []);
      });
      continue;
    }
    if (!isTag(node)) continue;
    if (INLINE.has(node.name)) {
      inline([node], [], run, context);
      continue;
    }
    flush();
    out.push(...block(node, context));
  }
  flush();
  return out;
}

function textBlock(node: Element, context: Context, make: (content: Inline[]) => Block): Block[] {
  const run: Run = { inline: [], lifted: [] };
  inline(node.children, [], run, context);
  const content = trimInline(run.inline);
  return [...(content.length > 0 ? [make(content)] : []), ...run.lifted];
}

function block(node: Element, context: Context): Block[] {
  const name = node.name;
  if (name === 'p') return textBlock(node, context, (content) => ({ type: 'paragraph', content }));
  if (/^h[1-6]$/.test(name)) {
    const level = name === 'h1' || name === 'h2' ? 2 : 3;
    return textBlock(node, context, (content) => ({ type: 'heading', attrs: { level }, content }));
  }
  if (name === 'blockquote') {
    if ((node.attribs.class ?? '').split(/\s+/).includes('kg-blockquote-alt'))
      return textBlock(node, context, (content) => ({ type: 'pullQuote', content }));
    const content = blocks(node.children, context).flatMap((inner) => paragraphsOf(inner, context));
    return content.length > 0 ? [{ type: 'blockquote', content }] : [];
  }
  if (name === 'ul' || name === 'ol') return list(node, context);
  if (name === 'figure') return figure(node, context);
  if (name === 'img') return picture(node, '', context);
  if (FRAMES.has(name)) return frame(node, context);
  if (name === 'pre') {
    const lines = textOf(node).replace(/\n$/, '').split('\n');
    const content: Inline[] = lines.flatMap((line, index): Inline[] => [
      ...(index > 0 ? [{ type: 'hardBreak' as const }] : []),
      ...(line ? [{ type: 'text' as const, text: line }] : []),
    ]);
    const trimmed = trimInline(content);
    return trimmed.length > 0 ? [{ type: 'paragraph', content: trimmed }] : [];
  }
  if (name === 'table') {
    context.notes.add('A table became plain paragraphs, a row each.');
    const rows: Element[] = [];
    const collect = (nodes: ChildNode[]) => {
      for (const child of nodes)
        if (isTag(child)) child.name === 'tr' ? rows.push(child) : collect(child.children);
    };
    collect(node.children);
    return rows.flatMap((row) => {
      const cells = row.children.filter(isTag).map((cell) => collapse(textOf(cell)).trim());
      const text = cells.filter(Boolean).join(' · ');
      return text ? [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }] : [];
    });
  }
  if (name === 'hr' || name === 'br') return [];
  if (DROPPED.has(name)) {
    if (name === 'script' || name === 'style') context.notes.add('Scripts and styles were left out.');
    return [];
  }
  // A container (div, section, a Ghost card …): what it holds, as blocks.
  return blocks(node.children, context);
}

/** A block as the paragraphs a quote or a list item may hold. */
function paragraphsOf(inner: Block, context: Context): Paragraph[] {
  switch (inner.type) {
    case 'paragraph':
      return [inner];
    case 'heading':
    case 'pullQuote':
      return inner.content ? [{ type: 'paragraph', content: inner.content }] : [];
    case 'blockquote':
      return inner.content;
    case 'bulletList':
    case 'orderedList':
      return inner.content.flatMap((item) => item.content.flatMap((part) => paragraphsOf(part, context)));
    default:
      context.notes.add('A picture or embed inside a quote or a list was left out.');
      return [];
  }
}

function list(node: Element, context: Context): Block[] {
  const inner = { ...context, listDepth: context.listDepth + 1 };
  const items: ListItem[] = node.children
    .filter((child): child is Element => isTag(child) && child.name === 'li')
    .flatMap((li) => {
      const content = blocks(li.children, inner).flatMap((part): ListItem['content'] =>
        (part.type === 'bulletList' || part.type === 'orderedList') && inner.listDepth < LIST_DEPTH
          ? [part]
          : paragraphsOf(part, context),
      );
      return content.length > 0 ? [{ type: 'listItem' as const, content }] : [];
    });
  if (items.length === 0) return [];
  if (node.name === 'ul') return [{ type: 'bulletList', content: items }];
  const start = Number.parseInt(node.attribs.start ?? '', 10);
  return [
    {
      type: 'orderedList',
      ...(Number.isInteger(start) && start > 1 && start <= 100_000 ? { attrs: { start } } : {}),
      content: items,
    },
  ];
}

function figure(node: Element, context: Context): Block[] {
  const classes = (node.attribs.class ?? '').split(/\s+/);
  if (classes.includes('kg-bookmark-card')) {
    const link = findElement(node.children, ['a']);
    return link ? embed(link.attribs.href ?? '', context) : [];
  }
  const caption = findElement(node.children, ['figcaption']);
  const image = findElement(node.children, ['img']);
  if (image) return picture(image, caption ? collapse(textOf(caption)).trim() : '', context);
  const media = findElement(node.children, [...FRAMES]);
  if (media) return frame(media, context);
  return blocks(node.children, context);
}

function picture(image: Element, caption: string, context: Context): Block[] {
  const src = context.options.picture(image.attribs.src ?? '');
  if (!src) {
    context.notes.add('A picture could not be brought in and was left out.');
    return [];
  }
  const alt = clip(image.attribs.alt ?? '', 300);
  return [{ type: 'figure', attrs: { src, alt, caption: clip(caption, 500), credit: '' } }];
}

function frame(node: Element, context: Context): Block[] {
  const src = node.attribs.src ?? findElement(node.children, ['source'])?.attribs.src ?? '';
  return embed(src, context);
}

function embed(url: string, context: Context): Block[] {
  if (url.startsWith('//')) url = `https:${url}`;
  if (url.length <= 2_000 && isAllowedEmbedUrl(url)) return [{ type: 'embed', attrs: { url } }];
  context.notes.add('An embedded frame without a web address was left out.');
  return [];
}

/** Plain labels: no angle brackets (the figure's caption and alt are plain text). */
const clip = (text: string, max: number) => collapse(text).replace(/[<>]/g, '').trim().slice(0, max);

const collapse = (text: string) => text.replace(/\s+/g, ' ');

function inline(nodes: ChildNode[], marks: Mark[], run: Run, context: Context): void {
  for (const node of nodes) {
    if (isText(node)) {
      addText(run, node.data, marks);
      continue;
    }
    if (!isTag(node)) continue;
    const name = node.name;
    if (name === 'br') run.inline.push({ type: 'hardBreak' });
    else if (name === 'img') run.lifted.push(...picture(node, '', context));
    else if (FRAMES.has(name)) run.lifted.push(...frame(node, context));
    else if (DROPPED.has(name)) block(node, context);
    else inline(node.children, withMark(marks, node), run, context);
  }
}

function addText(run: Run, data: string, marks: Mark[]) {
  const text = collapse(data);
  if (text) push(run.inline, { type: 'text', text, ...(marks.length > 0 ? { marks } : {}) });
}

function withMark(marks: Mark[], node: Element): Mark[] {
  const add = (mark: Mark) => (marks.some((kept) => kept.type === mark.type) ? marks : [...marks, mark]);
  if (node.name === 'b' || node.name === 'strong') return add({ type: 'bold' });
  if (node.name === 'i' || node.name === 'em') return add({ type: 'italic' });
  const href = node.attribs.href;
  if (node.name === 'a' && href && href.length <= 2_000 && isAllowedHref(href))
    return add({ type: 'link', attrs: { href } });
  return marks;
}

const sameMarks = (a: Mark[] = [], b: Mark[] = []) => JSON.stringify(a) === JSON.stringify(b);

/** Adds text, joined to the text before it when both carry the same marks. */
function push(content: Inline[], node: Inline & { type: 'text' }) {
  const last = content.at(-1);
  if (last?.type === 'text' && sameMarks(last.marks, node.marks)) last.text += node.text;
  else content.push(node);
}

/** A block's inline content without the spaces and line breaks at its ends, and without empty text. */
function trimInline(content: Inline[]): Inline[] {
  const out = content.map((node) => ({ ...node }));
  while (out[0]?.type === 'hardBreak') out.shift();
  while (out.at(-1)?.type === 'hardBreak') out.pop();
  const first = out[0];
  if (first?.type === 'text') first.text = first.text.trimStart();
  const last = out.at(-1);
  if (last?.type === 'text') last.text = last.text.trimEnd();
  const kept = out.filter((node) => node.type !== 'text' || node.text.length > 0);
  return kept.some((node) => node.type === 'text' && node.text.trim()) ? kept : [];
}
