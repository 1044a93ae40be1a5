import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { multipartBody, pngImage } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articles } from '../../db/schema';
import { convertPlainBodies } from './article-bodies';

/** Rich bodies (docs/product.md#article-bodies): stored as documents, checked, rendered by the server. */
let t: TestApp;
let author: TestUser;
let reader: TestUser;
let editor: TestUser;
let publisher: string;
let image: string;

const para = (text: string, marks?: unknown[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});
const fields = (content: unknown[], overrides: Record<string, unknown> = {}) => ({
  title: 'A rich story',
  publisher,
  tags: 'culture',
  body: { type: 'doc', content },
  ...overrides,
});
const post = (payload: Record<string, unknown>) =>
  t.app.inject(as(author, { method: 'POST', url: '/api/articles', payload }));
const read = (who: TestUser | null, id: string) =>
  t.app.inject(as(who, { method: 'GET', url: `/api/articles/${id}` }));

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  reader = await registerUser(t, { name: 'Rex Reader' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  publisher = (await createPublisher(t.database.db)).publisherName;
  const upload = await t.app.inject(
    as(author, { method: 'POST', url: '/api/uploads', ...multipartBody(await pngImage()) }),
  );
  image = upload.json().data.display_url;
});
afterAll(() => t.close());

describe('an article with a rich body', () => {
  it('is stored as its document, its text derived on the server, and rendered to HTML', async () => {
    const created = await post(
      fields(
        [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The quay' }] },
          para('Lanterns lit the harbour.', [{ type: 'bold' }]),
          para('Read the report', [{ type: 'link', attrs: { href: 'https://example.org/report' } }]),
          {
            type: 'figure',
            attrs: { src: image, alt: 'Lanterns', caption: 'The quay at night', credit: 'Photo: Ann' },
          },
          { type: 'pullQuote', content: [{ type: 'text', text: 'We came back every year.' }] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [para('Food stalls')] }] },
          { type: 'embed', attrs: { url: 'https://video.example.org/1' } },
        ],
        { description: 'What the client claims the text is' },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { insertedId } = created.json();
    const article = (await read(author, insertedId)).json();
    expect(article.description).toBe(
      'The quay\n\nLanterns lit the harbour.\n\nRead the report\n\nThe quay at night Photo: Ann\n\nWe came back every year.\n\nFood stalls\n\nhttps://video.example.org/1',
    );
    expect(article.html).toContain('<h2>The quay</h2><p><strong>Lanterns lit the harbour.</strong></p>');
    expect(article.html).toContain(
      '<a href="https://example.org/report" rel="nofollow noopener noreferrer">',
    );
    expect(article.html).toContain(`<figure><img src="${image}"`);
    expect(article.html).toContain(
      '<figcaption>The quay at night <span class="credit">Photo: Ann</span></figcaption>',
    );
    expect(article.html).toContain(
      '<blockquote class="pull-quote"><p>We came back every year.</p></blockquote>',
    );
    // Lists never carry a body's HTML.
    const mine = await t.app.inject(as(author, { method: 'GET', url: `/api/myArticles/${author.email}` }));
    expect(mine.json()[0].html).toBeUndefined();
  });

  it('refuses stored-XSS attempts through nodes and attributes, and stores nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(articles);
    const attempts = [
      [{ type: 'html', attrs: { html: '<script>alert(1)</script>' } }],
      [para('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])],
      [para('x', [{ type: 'link', attrs: { href: 'https://a.example', onclick: 'alert(1)' } }])],
      [{ type: 'figure', attrs: { src: 'https://evil.example/x.png', alt: '', caption: '', credit: '' } }],
      [
        {
          type: 'figure',
          attrs: { src: image, alt: '', caption: '<img src=x onerror=alert(1)>', credit: '' },
        },
      ],
      [{ type: 'embed', attrs: { url: 'javascript:alert(1)' } }],
      [{ type: 'paragraph', attrs: { style: 'background:url(javascript:alert(1))' } }],
    ];
    for (const content of attempts) {
      const response = await post(fields(content));
      expect(response.statusCode, JSON.stringify(content)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      const named = Object.keys(response.json().fields);
      expect(named.length > 0 && named.every((field) => field.startsWith('body'))).toBe(true);
    }
    // Script-looking text is kept as text and rendered escaped.
    const text = await post(fields([para('<script>alert(1)</script>')]));
    const html = (await read(author, text.json().insertedId)).json().html;
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(articles);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
  });

  it('refuses an inline image that was not uploaded here, and an empty body', async () => {
    const missing = await post(
      fields([
        para('A picture follows.'),
        {
          type: 'figure',
          attrs: { src: '/media/0000000000000000-960.webp', alt: '', caption: '', credit: '' },
        },
      ]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.body).toBe('has an image that was not uploaded to Broadsheet');
    const empty = await post(fields([{ type: 'paragraph' }]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.body).toBe('is required');
  });

  it('cuts a premium preview at whole blocks and sentences, the same text lists, HTML and search use', async () => {
    const secret = 'zqpaywalled';
    const created = await post(
      fields([
        para('The opening paragraph stays open to everyone.'),
        para(
          `The second sentence is open too. Then the ${secret} part runs far past the cut, ${'on and '.repeat(40)}on.`,
        ),
        para(`The rest is for subscribers ${secret}.`),
      ]),
    );
    const id = created.json().insertedId;
    await t.app.inject(as(editor, { method: 'PATCH', url: `/api/admin-articles/${id}` }));
    await t.app.inject(as(editor, { method: 'PATCH', url: `/api/isPremium-articles/${id}` }));
    const locked = (await read(reader, id)).json();
    expect(locked).toMatchObject({ locked: true, lockReason: 'premium' });
    expect(locked.html).toBe(
      '<p>The opening paragraph stays open to everyone.</p><p>The second sentence is open too.</p>',
    );
    expect(locked.description).toBe(
      'The opening paragraph stays open to everyone.\n\nThe second sentence is open too.',
    );
    const listed = (await t.app.inject({ method: 'GET', url: '/api/recent-articles' })).json();
    expect(listed.find((a: { _id: string }) => a._id === id).description).toBe(locked.description);
    const search = await t.app.inject(
      as(reader, { method: 'GET', url: `/api/searchArticles?search=${secret}` }),
    );
    expect(search.headers['x-total-count']).toBe('0');
    const full = (await read(editor, id)).json();
    expect(full.html).toContain(secret);
  });
});

describe('plain bodies of old', () => {
  it('become paragraphs at start-up, with their preview, once', async () => {
    const [row] = await t.database.db
      .insert(articles)
      .values({
        title: 'Stored before documents',
        publisher,
        tags: ['culture'],
        description: 'First paragraph,\nwith a line break.\n\nSecond paragraph.',
        authorId: author.id,
        status: 'approve',
      })
      .returning({ id: articles.id });
    const id = row?.id as string;
    expect(await convertPlainBodies(t.database.db)).toBeGreaterThanOrEqual(1);
    const [stored] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    expect(stored?.body).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'First paragraph,' },
            { type: 'hardBreak' },
            { type: 'text', text: 'with a line break.' },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Second paragraph.' }] },
      ],
    });
    expect(stored?.preview).toBe('First paragraph,\nwith a line break.\n\nSecond paragraph.');
    expect((await read(reader, id)).json().html).toBe(
      '<p>First paragraph,<br>with a line break.</p><p>Second paragraph.</p>',
    );
    expect(await convertPlainBodies(t.database.db)).toBe(0);
  });
});
