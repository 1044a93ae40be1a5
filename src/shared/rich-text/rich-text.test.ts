import { describe, expect, it } from 'vitest';
import { renderRichText } from './render';
import { richDocSchema } from './schema';
import { plainText, plainTextToDoc, previewDoc, previewText } from './text';
import type { RichDoc } from './types';

const IMAGE = '/media/0123456789abcdef-960.webp';
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (text: string, marks?: unknown[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, marks }],
});

describe('the body schema', () => {
  it('takes every node and mark the editor makes', () => {
    const full = doc(
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Sub' }] },
      p('Bold', [{ type: 'bold' }, { type: 'italic' }]),
      p('Link', [{ type: 'link', attrs: { href: 'https://example.org/a?b=c' } }]),
      p('Mail', [{ type: 'link', attrs: { href: 'mailto:desk@example.org' } }]),
      { type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }] },
      { type: 'paragraph' },
      { type: 'blockquote', content: [p('Quoted')] },
      { type: 'pullQuote', content: [{ type: 'text', text: 'Pulled' }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [p('One')] }] },
      {
        type: 'orderedList',
        attrs: { start: 3 },
        content: [
          {
            type: 'listItem',
            content: [p('Two'), { type: 'bulletList', content: [{ type: 'listItem', content: [p('x')] }] }],
          },
        ],
      },
      { type: 'figure', attrs: { src: IMAGE, alt: 'A harbour', caption: 'The quay', credit: 'Photo: Ann' } },
      { type: 'embed', attrs: { url: 'https://video.example.org/v/1' } },
    );
    expect(richDocSchema.safeParse(full).success).toBe(true);
  });

  // Every way a stored cross-site script could ride in a node or an attribute.
  const attacks: [string, unknown][] = [
    ['a script node', doc({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] })],
    ['an html node', doc({ type: 'html', attrs: { html: '<img src=x onerror=alert(1)>' } })],
    ['a javascript: link', doc(p('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))],
    [
      'a JavaScript: link in capitals',
      doc(p('x', [{ type: 'link', attrs: { href: 'JaVaScRiPt:alert(1)' } }])),
    ],
    ['a link with a leading space', doc(p('x', [{ type: 'link', attrs: { href: ' javascript:alert(1)' } }]))],
    [
      'a data: link',
      doc(p('x', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }])),
    ],
    ['a vbscript: link', doc(p('x', [{ type: 'link', attrs: { href: 'vbscript:msgbox(1)' } }]))],
    [
      'a link with a tab in its scheme',
      doc(p('x', [{ type: 'link', attrs: { href: 'java\tscript:alert(1)' } }])),
    ],
    ['a protocol-relative link', doc(p('x', [{ type: 'link', attrs: { href: '//evil.example/x' } }]))],
    [
      'an extra link attribute',
      doc(p('x', [{ type: 'link', attrs: { href: 'https://a.example', onclick: 'alert(1)' } }])),
    ],
    ['an unknown mark', doc(p('x', [{ type: 'span', attrs: { style: 'x' } }]))],
    ['an attribute on a paragraph', doc({ type: 'paragraph', attrs: { onmouseover: 'alert(1)' } })],
    ['a heading level 1', doc({ type: 'heading', attrs: { level: 1 } })],
    ['a heading level as text', doc({ type: 'heading', attrs: { level: '2 onclick=alert(1)' } })],
    [
      'an image from elsewhere',
      doc({ type: 'figure', attrs: { src: 'https://evil.example/x.png', alt: '', caption: '', credit: '' } }),
    ],
    [
      'an image as javascript:',
      doc({ type: 'figure', attrs: { src: 'javascript:alert(1)', alt: '', caption: '', credit: '' } }),
    ],
    [
      'an image path climbing out',
      doc({ type: 'figure', attrs: { src: '/media/../api/me', alt: '', caption: '', credit: '' } }),
    ],
    [
      'an image with an onerror',
      doc({ type: 'figure', attrs: { src: IMAGE, alt: '', caption: '', credit: '', onerror: 'alert(1)' } }),
    ],
    [
      'markup in a caption',
      doc({
        type: 'figure',
        attrs: { src: IMAGE, alt: '', caption: '<script>alert(1)</script>', credit: '' },
      }),
    ],
    [
      'markup in an alt text',
      doc({ type: 'figure', attrs: { src: IMAGE, alt: '"><svg onload=alert(1)>', caption: '', credit: '' } }),
    ],
    ['a javascript: embed', doc({ type: 'embed', attrs: { url: 'javascript:alert(1)' } })],
    ['a mailto: embed', doc({ type: 'embed', attrs: { url: 'mailto:a@b.example' } })],
    [
      'an ordered list start as text',
      doc({
        type: 'orderedList',
        attrs: { start: '1"><script>' },
        content: [{ type: 'listItem', content: [p('a')] }],
      }),
    ],
    ['a NUL in text', doc(p('a\u0000b'))],
    [
      'a text node with children',
      doc({ type: 'paragraph', content: [{ type: 'text', text: 'a', content: [] }] }),
    ],
    ['a block inside a paragraph', doc({ type: 'paragraph', content: [p('nested')] })],
    ['a not-a-doc root', { type: 'paragraph', content: [] }],
  ];
  for (const [name, value] of attacks) {
    it(`refuses ${name}`, () => {
      expect(richDocSchema.safeParse(value).success).toBe(false);
    });
  }
});

describe('the renderer', () => {
  it('escapes text and attributes, and writes only its own elements', () => {
    const html = renderRichText(
      richDocSchema.parse(
        doc(
          p('<script>alert("x")</script> & <b>'),
          p('link', [{ type: 'link', attrs: { href: 'https://a.example/?q="><script>' } }]),
          { type: 'figure', attrs: { src: IMAGE, alt: 'x" onerror="alert(1)', caption: 'c', credit: 'd' } },
        ),
      ),
    );
    expect(html).not.toMatch(/<script|<b>|onerror="/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;');
    expect(html).toContain(
      'href="https://a.example/?q=&quot;&gt;&lt;script&gt;" rel="nofollow noopener noreferrer"',
    );
    expect(html).toContain('alt="x&quot; onerror=&quot;alert(1)"');
    expect(html).toContain('<figcaption>c <span class="credit">d</span></figcaption>');
  });

  it('drops a link or an image the schema would refuse, should one be stored anyway', () => {
    const bad = {
      type: 'doc',
      content: [
        p('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
        { type: 'figure', attrs: { src: 'https://evil.example/x.png', alt: '', caption: '', credit: '' } },
        { type: 'embed', attrs: { url: 'javascript:alert(1)' } },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
      ],
    } as unknown as RichDoc;
    expect(renderRichText(bad)).toBe('<p>x</p>');
  });
});

describe('plain text and previews', () => {
  it('turns a plain-text body into paragraphs, single newlines into line breaks', () => {
    expect(plainTextToDoc('First line\nsecond line\n\n  Second paragraph.  \n\n\n')).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'First line' },
            { type: 'hardBreak' },
            { type: 'text', text: 'second line' },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Second paragraph.' }] },
      ],
    });
    expect(plainText(plainTextToDoc('One.\n\nTwo.'))).toBe('One.\n\nTwo.');
  });

  it('cuts at block boundaries, then at whole sentences, never inside a mark', () => {
    const body = richDocSchema.parse(
      doc(p('A short opening paragraph.'), {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'The first sentence is bold. ', marks: [{ type: 'bold' }] },
          { type: 'text', text: 'The second one runs on and on past the end of the preview for sure.' },
        ],
      }),
    );
    const cut = previewDoc(body, 60);
    expect(cut.content).toHaveLength(2);
    expect(renderRichText(cut)).toBe(
      '<p>A short opening paragraph.</p><p><strong>The first sentence is bold.</strong></p>',
    );
    expect(previewText(body, 60)).toBe('A short opening paragraph.\n\nThe first sentence is bold.');
  });

  it('cuts a first sentence longer than the preview at a word, with an ellipsis', () => {
    const body = plainTextToDoc(`${'word '.repeat(100)}end.`);
    const text = previewText(body, 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text.endsWith('word…')).toBe(true);
  });
});
