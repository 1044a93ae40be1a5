import { imageSrcSet, isMediaUrl } from '../images';
import { escapeHtml } from '../ssr';
import {
  type Block,
  type Inline,
  isAllowedEmbedUrl,
  isAllowedHref,
  type ListItem,
  type Mark,
  type Paragraph,
  type RichDoc,
} from './types';

/**
 * The one renderer of article bodies (docs/product.md#article-bodies): the server renders what readers get
 * with it, and the editor's preview shows the same HTML. Every text and attribute is escaped; only the
 * elements below are ever written, and a link or image the schema would refuse is dropped here too, so a
 * stored document that slipped past validation still renders nothing active.
 */

const LINK_REL = 'nofollow noopener noreferrer';

function renderMarks(text: string, marks: Mark[] | undefined): string {
  let html = escapeHtml(text);
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') html = `<strong>${html}</strong>`;
    else if (mark.type === 'italic') html = `<em>${html}</em>`;
    else if (mark.type === 'link' && isAllowedHref(mark.attrs?.href ?? ''))
      html = `<a href="${escapeHtml(mark.attrs.href)}" rel="${LINK_REL}">${html}</a>`;
  }
  return html;
}

const renderInline = (content: Inline[] | undefined): string =>
  (content ?? [])
    .map((node) => (node.type === 'text' ? renderMarks(node.text, node.marks) : '<br>'))
    .join('');

const renderItem = (item: ListItem): string => `<li>${item.content.map(renderBlock).join('')}</li>`;

function renderFigure({ src, alt, caption, credit }: Extract<Block, { type: 'figure' }>['attrs']): string {
  if (!isMediaUrl(src)) return '';
  const srcset = imageSrcSet(src);
  const img = `<img src="${escapeHtml(src)}"${srcset ? ` srcset="${escapeHtml(srcset)}" sizes="(min-width: 1024px) 768px, 100vw"` : ''} alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
  const credited = credit ? ` <span class="credit">${escapeHtml(credit)}</span>` : '';
  const figcaption = caption || credit ? `<figcaption>${escapeHtml(caption)}${credited}</figcaption>` : '';
  return `<figure>${img}${figcaption}</figure>`;
}

function renderBlock(block: Block | Paragraph): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${renderInline(block.content)}</p>`;
    case 'heading': {
      const level = block.attrs?.level === 3 ? 3 : 2;
      return `<h${level}>${renderInline(block.content)}</h${level}>`;
    }
    case 'pullQuote':
      return `<blockquote class="pull-quote"><p>${renderInline(block.content)}</p></blockquote>`;
    case 'blockquote':
      return `<blockquote>${block.content.map(renderBlock).join('')}</blockquote>`;
    case 'bulletList':
      return `<ul>${block.content.map(renderItem).join('')}</ul>`;
    case 'orderedList': {
      const start = Number(block.attrs?.start ?? 1);
      const attribute = Number.isInteger(start) && start > 1 ? ` start="${start}"` : '';
      return `<ol${attribute}>${block.content.map(renderItem).join('')}</ol>`;
    }
    case 'figure':
      return renderFigure(block.attrs);
    case 'embed': {
      const url = block.attrs?.url ?? '';
      if (!isAllowedEmbedUrl(url)) return '';
      return `<p class="embed"><a href="${escapeHtml(url)}" rel="${LINK_REL}">${escapeHtml(url)}</a></p>`;
    }
    default:
      return '';
  }
}

/** The body's HTML. */
export const renderRichText = (doc: RichDoc): string => doc.content.map(renderBlock).join('');
