import { childNamed, childrenNamed, childText, type Element, findElement, parseXml, textOf } from './markup';
import { type SourceAuthor, SourceFileError, type SourcePost, type SourceSite } from './source-site';

/**
 * A WordPress export (Tools → Export: a WXR file, RSS with the `wp:` elements) as a source site: its posts
 * with their categories and tags, authors and dates; attachments give the posts' featured images. Pages,
 * menus and other kinds of item are listed as skipped.
 */

/** A WXR time (`2024-03-01 09:30:00`, GMT) or an RSS date, as ISO; null for none. */
function time(gmt: string, rss: string): string | null {
  if (gmt && gmt !== '0000-00-00 00:00:00') {
    const date = new Date(`${gmt.replace(' ', 'T')}Z`);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  const date = new Date(rss);
  return rss && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

const orNull = (text: string) => (text === '' ? null : text);

export function readWordPressExport(text: string): SourceSite {
  const channel = findElement(parseXml(text), ['channel']);
  if (!channel || !findElement([channel], ['wp:wxr_version']))
    throw new SourceFileError('The file is not a WordPress export (WXR): it has no wp:wxr_version.');

  const siteUrl = childText(channel, 'wp:base_blog_url') || childText(channel, 'link');
  const title = childText(channel, 'title') || 'WordPress';

  const authors: SourceAuthor[] = [];
  const authorIdByLogin = new Map<string, string>();
  for (const author of childrenNamed(channel, 'wp:author')) {
    const login = childText(author, 'wp:author_login');
    if (!login) continue;
    const authorId = childText(author, 'wp:author_id') || login;
    authorIdByLogin.set(login, authorId);
    authors.push({
      id: authorId,
      name: childText(author, 'wp:author_display_name') || login,
      email: orNull(childText(author, 'wp:author_email')),
      bio: null,
    });
  }

  const items = childrenNamed(channel, 'item');
  const attachments = new Map<string, { url: string; alt: string | null; caption: string | null }>();
  for (const item of items) {
    if (childText(item, 'wp:post_type') !== 'attachment') continue;
    const url = childText(item, 'wp:attachment_url');
    const alt = postMeta(item).get('_wp_attachment_image_alt') ?? '';
    if (url)
      attachments.set(childText(item, 'wp:post_id'), {
        url,
        alt: orNull(alt),
        caption: orNull(childText(item, 'excerpt:encoded')),
      });
  }

  const skipped: SourceSite['skipped'] = [];
  const posts: SourcePost[] = [];
  for (const item of items) {
    const type = childText(item, 'wp:post_type');
    const itemTitle = childText(item, 'title') || '(untitled)';
    if (type === 'attachment') continue;
    if (type !== 'post') {
      skipped.push({ item: itemTitle, reason: `A ${type || 'item'}, not a post: only posts are imported.` });
      continue;
    }
    const status = childText(item, 'wp:status');
    if (status === 'trash' || status === 'auto-draft' || status === 'inherit') {
      skipped.push({ item: itemTitle, reason: 'In the bin or an automatic draft.' });
      continue;
    }
    const postId = childText(item, 'wp:post_id');
    if (!postId) continue;
    const contentNode = childNamed(item, 'content:encoded');
    const html = contentNode ? childText(item, 'content:encoded') : '';
    const thumbnail = attachments.get(postMeta(item).get('_thumbnail_id') ?? '');
    const published = status === 'publish';
    const creator = childText(item, 'dc:creator');
    posts.push({
      id: postId,
      title: itemTitle,
      html: orNull(html),
      unreadable: null,
      // Classic bodies are stored without <p>; block-editor bodies are HTML throughout.
      blankLineParagraphs: true,
      published,
      publishedAt: published ? time(childText(item, 'wp:post_date_gmt'), childText(item, 'pubDate')) : null,
      createdAt: time(childText(item, 'wp:post_date_gmt'), childText(item, 'pubDate')),
      authorId: authorIdByLogin.get(creator) ?? null,
      tags: childrenNamed(item, 'category').flatMap((category) => {
        const domain = category.attribs.domain;
        if (domain !== 'category' && domain !== 'post_tag') return [];
        const name = textOf(category).trim();
        return name ? [{ name, slug: category.attribs.nicename ?? name }] : [];
      }),
      featureImage: thumbnail?.url ?? null,
      featureImageAlt: thumbnail?.alt ?? null,
      featureImageCaption: thumbnail?.caption ?? null,
      excerpt: orNull(childText(item, 'excerpt:encoded')),
      premium: false,
    });
  }
  return {
    platform: 'wordpress',
    key: `wordpress:${siteUrl || 'site'}`,
    title,
    posts,
    authors,
    members: [],
    skipped,
  };
}

/** An item's `wp:postmeta` pairs. */
function postMeta(item: Element): Map<string, string> {
  return new Map(
    childrenNamed(item, 'wp:postmeta').map((meta) => [
      childText(meta, 'wp:meta_key'),
      childText(meta, 'wp:meta_value'),
    ]),
  );
}
