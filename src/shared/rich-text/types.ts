/**
 * An article's body as the editor stores it: a ProseMirror document of only these nodes and marks
 * (docs/product.md#article-bodies). No zod here: the article page's script imports the renderer.
 */
export type Mark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };

export interface TextNode {
  type: 'text';
  text: string;
  marks?: Mark[];
}
export type Inline = TextNode | { type: 'hardBreak' };

export interface Paragraph {
  type: 'paragraph';
  content?: Inline[];
}
export interface Heading {
  type: 'heading';
  attrs: { level: 2 | 3 };
  content?: Inline[];
}
/** A line set large beside the story. */
export interface PullQuote {
  type: 'pullQuote';
  content?: Inline[];
}
export interface Blockquote {
  type: 'blockquote';
  content: Paragraph[];
}
export interface ListItem {
  type: 'listItem';
  content: (Paragraph | BulletList | OrderedList)[];
}
export interface BulletList {
  type: 'bulletList';
  content: ListItem[];
}
export interface OrderedList {
  type: 'orderedList';
  attrs?: { start: number };
  content: ListItem[];
}
/** An image from the site's own pipeline (`/media/…`), with its caption and credit. */
export interface Figure {
  type: 'figure';
  attrs: { src: string; alt: string; caption: string; credit: string };
}
/** A link to something elsewhere (a video, a post), shown as a plain link: nothing is loaded from there. */
export interface Embed {
  type: 'embed';
  attrs: { url: string };
}
export type TextBlock = Paragraph | Heading | PullQuote;
export type Block = TextBlock | Blockquote | BulletList | OrderedList | Figure | Embed;

export interface RichDoc {
  type: 'doc';
  content: Block[];
}

/** The attributes each node and mark may carry: the editor's JSON is cut down to these before it is sent. */
export const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  heading: ['level'],
  orderedList: ['start'],
  figure: ['src', 'alt', 'caption', 'credit'],
  embed: ['url'],
  link: ['href'],
};

/** Link targets readers may follow: web pages and e-mail addresses, written out whole, no spaces. */
export function isAllowedHref(href: string): boolean {
  if (!/^(https?:\/\/|mailto:)/i.test(href) || /[\s\\]/.test(href)) return false;
  try {
    const url = new URL(href);
    if (url.protocol === 'mailto:') return url.pathname.length > 0;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Embeds are web addresses only. */
export const isAllowedEmbedUrl = (url: string): boolean => /^https?:\/\//i.test(url) && isAllowedHref(url);
