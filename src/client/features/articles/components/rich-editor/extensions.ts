import { isAllowedEmbedUrl, isAllowedHref } from '@shared/rich-text/types';
import { mergeAttributes, Node } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

/**
 * The editor's nodes and marks: exactly those of the stored body's schema (src/shared/rich-text/schema.ts),
 * so what an author makes is what the server takes.
 */

/** A line set large beside the story. */
const PullQuote = Node.create({
  name: 'pullQuote',
  group: 'block',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'blockquote.pull-quote', priority: 60 }],
  renderHTML: ({ HTMLAttributes }) => [
    'blockquote',
    mergeAttributes(HTMLAttributes, { class: 'pull-quote' }),
    0,
  ],
});

/** An uploaded picture with its alternative text, caption and credit (edited beside the editor). */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: '' },
    alt: { default: '' },
    caption: { default: '' },
    credit: { default: '' },
  }),
  parseHTML: () => [],
  renderHTML: ({ node }) => [
    'figure',
    {},
    ['img', { src: node.attrs.src, alt: node.attrs.alt }],
    ['figcaption', {}, `${node.attrs.caption}${node.attrs.credit ? ` ${node.attrs.credit}` : ''}`],
  ],
});

/** A link to a video or post elsewhere, shown as the link itself: nothing is loaded from there. */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  addAttributes: () => ({ url: { default: '' } }),
  parseHTML: () => [],
  renderHTML: ({ node }) => ['p', { class: 'embed' }, ['span', {}, String(node.attrs.url)]],
});

export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedHref(url),
      shouldAutoLink: (url) => isAllowedHref(url),
    },
  }),
  PullQuote,
  Figure,
  Embed,
];

export { isAllowedEmbedUrl };
