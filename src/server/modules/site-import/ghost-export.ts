import {
  type SourceAuthor,
  SourceFileError,
  type SourceMember,
  type SourcePost,
  type SourceSite,
} from './source-site';

/**
 * A Ghost export (Settings → Labs → Export content: one JSON file, `{ db: [{ meta, data }] }`) as a source
 * site. Posts come with their HTML; a post whose export holds only Mobiledoc or Lexical is listed as not
 * convertible. Members come from the same file when it has them, their newsletter consent from their
 * newsletters (or the older `subscribed` flag).
 */
type Row = Record<string, unknown>;

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const id = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;
const rows = (data: Row, table: string): Row[] =>
  Array.isArray(data[table])
    ? (data[table] as unknown[]).filter((row): row is Row => typeof row === 'object' && row !== null)
    : [];

/** A time as ISO, or null for none or one that is not a time. */
function time(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Groups a join table's rows by one column, in their sort order. */
function joined(links: Row[], key: string, value: string): Map<string, string[]> {
  const sorted = [...links].sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
  const map = new Map<string, string[]>();
  for (const link of sorted) {
    const from = id(link[key]);
    const to = id(link[value]);
    if (!from || !to) continue;
    map.set(from, [...(map.get(from) ?? []), to]);
  }
  return map;
}

export function readGhostExport(text: string): SourceSite {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SourceFileError('The file is not JSON.');
  }
  const root = parsed as { db?: unknown; data?: unknown; meta?: unknown };
  const entry = (Array.isArray(root?.db) ? root.db[0] : root) as
    | { data?: unknown; meta?: unknown }
    | undefined;
  const data = entry?.data;
  if (typeof data !== 'object' || data === null || !Array.isArray((data as Row).posts))
    throw new SourceFileError('The file is not a Ghost export: it has no posts.');
  const db = data as Row;

  const settings = new Map(rows(db, 'settings').map((row) => [String(row.key), row.value]));
  const siteUrl = str(settings.get('url'));
  const title = str(settings.get('title')) ?? 'Ghost';

  const authors: SourceAuthor[] = rows(db, 'users').flatMap((row) => {
    const userId = id(row.id);
    const name = str(row.name);
    return userId && name
      ? [{ id: userId, name, email: str(row.email)?.trim() ?? null, bio: str(row.bio) }]
      : [];
  });
  const tags = new Map(
    rows(db, 'tags').flatMap((row) => {
      const tagId = id(row.id);
      const name = str(row.name);
      // Ghost's internal tags (#name) organise posts for the theme: they are not sections.
      if (!tagId || !name || name.startsWith('#') || row.visibility === 'internal') return [];
      return [[tagId, { name, slug: str(row.slug) ?? name }] as const];
    }),
  );
  const tagsOf = joined(rows(db, 'posts_tags'), 'post_id', 'tag_id');
  const authorsOf = joined(rows(db, 'posts_authors'), 'post_id', 'author_id');
  const meta = new Map(rows(db, 'posts_meta').map((row) => [id(row.post_id) ?? '', row]));

  const skipped: SourceSite['skipped'] = [];
  const posts: SourcePost[] = [];
  for (const row of rows(db, 'posts')) {
    const postId = id(row.id);
    const postTitle = str(row.title) ?? '(untitled)';
    if (!postId) continue;
    if (row.type === 'page') {
      skipped.push({ item: postTitle, reason: 'A page, not a post: pages are not imported.' });
      continue;
    }
    const html = str(row.html);
    const unreadable = html
      ? null
      : str(row.lexical)
        ? 'Its body is in Lexical only, which cannot be converted; export it with HTML.'
        : str(row.mobiledoc)
          ? 'Its body is in Mobiledoc only, which cannot be converted; export it with HTML.'
          : null;
    const extra = meta.get(postId) ?? {};
    posts.push({
      id: postId,
      title: postTitle,
      html,
      unreadable,
      blankLineParagraphs: false,
      published: row.status === 'published',
      publishedAt: time(row.published_at),
      createdAt: time(row.created_at),
      authorId: authorsOf.get(postId)?.[0] ?? id(row.author_id),
      tags: (tagsOf.get(postId) ?? []).flatMap((tagId) => {
        const tag = tags.get(tagId);
        return tag ? [tag] : [];
      }),
      featureImage: str(row.feature_image),
      featureImageAlt: str(row.feature_image_alt) ?? str(extra.feature_image_alt),
      featureImageCaption: str(row.feature_image_caption) ?? str(extra.feature_image_caption),
      excerpt: str(row.custom_excerpt),
      premium: row.visibility === 'paid' || row.visibility === 'tiers',
    });
  }

  const newsletterMembers = new Set(rows(db, 'members_newsletters').map((row) => id(row.member_id)));
  const stripeMembers = new Set(rows(db, 'members_stripe_customers').map((row) => id(row.member_id)));
  const members: SourceMember[] = rows(db, 'members').flatMap((row) => {
    const memberId = id(row.id);
    const email = str(row.email)?.trim();
    if (!memberId || !email) return [];
    const consent =
      row.email_disabled !== true &&
      (newsletterMembers.has(memberId) || row.subscribed === true || row.subscribed === 1);
    return [{ id: memberId, email, consent, stripeCustomer: stripeMembers.has(memberId) }];
  });

  return { platform: 'ghost', key: `ghost:${siteUrl ?? 'site'}`, title, posts, authors, members, skipped };
}
