import { TAGS, type Tag } from '@shared/constants';
import { IMPORT_TEXTS as TEXTS } from '@shared/messages/site-import';
import type { ImportPlan, ImportProblem } from '@shared/schemas/site-import';
import { slugOf } from '@shared/sections';
import { htmlToDoc, pictureSources } from './html-to-doc';
import type { ItemKind, SiteImportRepository } from './site-import.repository';
import type { SourceAuthor, SourcePost, SourceSite } from './source-site';

/** How many problems and warnings a dry run lists: the rest are counted in the last line. */
const LISTED_MAX = 200;
/** A stand-in for a picture not fetched yet, so the dry run can check the body around it. */
const PICTURE_STAND_IN = '/media/0000000000000000-1200.webp';

/** The section a source's tag or category names (by name or address), or null for none. */
export function sectionOf(tag: { name: string; slug: string }): Tag | null {
  const name = tag.name.trim().toLowerCase();
  const slugs = new Set([slugOf(tag.slug), slugOf(tag.name)]);
  return TAGS.find((ours) => ours.toLowerCase() === name || slugs.has(slugOf(ours))) ?? null;
}

/** A post's sections: those its tags name, or the fallback when they name none. */
export function sectionsOf(post: SourcePost, fallback: Tag): Tag[] {
  const named = post.tags.map(sectionOf).filter((tag): tag is Tag => tag !== null);
  return named.length > 0 ? [...new Set(named)] : [fallback];
}

export const isHttps = (address: string) => address.startsWith('https://');

/** An author's address as accounts are keyed: lower case, or null for none. */
export const emailOf = (author: SourceAuthor) => author.email?.toLowerCase() ?? null;

/**
 * What the job works through, in order: the authors of the posts (so a post finds its author's account),
 * the members who agreed to the newsletter, then the posts with a body. Derived from the stored file
 * alone, so a resumed job counts the same items in the same order.
 */
export function workItems(source: SourceSite): { kind: ItemKind; index: number }[] {
  const withBody = source.posts.flatMap((post, index) => (post.html ? [{ post, index }] : []));
  const writers = new Set(withBody.map(({ post }) => post.authorId));
  return [
    ...source.authors.flatMap((author, index) =>
      writers.has(author.id) && emailOf(author) ? [{ kind: 'author' as const, index }] : [],
    ),
    ...source.members.flatMap((member, index) =>
      member.consent ? [{ kind: 'member' as const, index }] : [],
    ),
    ...withBody.map(({ index }) => ({ kind: 'post' as const, index })),
  ];
}

/** The pictures a post shows: its cover first, then those in its body. */
export const picturesOf = (post: SourcePost): string[] => [
  ...new Set([
    ...(post.featureImage ? [post.featureImage] : []),
    ...(post.html ? pictureSources(post.html) : []),
  ]),
];

/** The dry run (docs/product.md#importing-from-ghost-or-wordpress): what the import would create and lose. */
export async function planImport(source: SourceSite, repository: SiteImportRepository): Promise<ImportPlan> {
  const problems: ImportProblem[] = [...source.skipped];
  const warnings: ImportProblem[] = [];
  const [posts, authors, members] = await Promise.all(
    (['post', 'author', 'member'] as const).map((kind) => repository.imported(source.key, kind)),
  );
  let alreadyImported = 0;
  const pictures = new Set<string>();
  let articles = 0;
  for (const post of source.posts) {
    if (posts?.has(post.id)) {
      alreadyImported += 1;
      continue;
    }
    if (!post.html) {
      problems.push({ item: post.title, reason: post.unreadable ?? TEXTS.noBody });
      continue;
    }
    const { doc, notes } = htmlToDoc(post.html, {
      picture: (src) => (isHttps(src) ? PICTURE_STAND_IN : undefined),
      blankLineParagraphs: post.blankLineParagraphs,
    });
    if (!doc) {
      problems.push({ item: post.title, reason: notes.at(-1) ?? TEXTS.noBody });
      continue;
    }
    articles += 1;
    for (const picture of picturesOf(post)) if (isHttps(picture)) pictures.add(picture);
    if (post.featureImage && !isHttps(post.featureImage))
      warnings.push({ item: post.title, reason: TEXTS.pictureNotHttps });
    if (!post.published) warnings.push({ item: post.title, reason: TEXTS.draftNote });
    for (const note of notes) warnings.push({ item: post.title, reason: note });
  }

  const writers = new Set(source.posts.map((post) => post.authorId));
  const named = source.authors.filter((author) => writers.has(author.id));
  const accounts = await repository.usersByEmail(named.flatMap((author) => emailOf(author) ?? []));
  let newAuthors = 0;
  for (const author of named) {
    const email = emailOf(author);
    if (authors?.has(author.id)) alreadyImported += 1;
    else if (!email) problems.push({ item: author.name, reason: TEXTS.noAddress(author.name) });
    else if (!accounts.has(email)) newAuthors += 1;
  }

  const agreed = source.members.filter((member) => member.consent);
  const subscribed = await repository.subscribedEmails(agreed.map((member) => member.email.toLowerCase()));
  let subscribers = 0;
  for (const member of source.members) {
    if (!member.consent) problems.push({ item: member.email, reason: TEXTS.noConsent });
    else if (members?.has(member.id)) alreadyImported += 1;
    else if (!subscribed.has(member.email.toLowerCase())) subscribers += 1;
  }
  const stripe = source.members.filter((member) => member.stripeCustomer).length;
  if (stripe > 0) warnings.push({ item: source.title, reason: TEXTS.stripe(stripe) });

  const tags = new Map<string, { name: string; slug: string }>();
  for (const post of source.posts) for (const tag of post.tags) tags.set(tag.name, tag);
  return {
    create: { articles, authors: newAuthors, subscribers, images: pictures.size },
    alreadyImported,
    sections: [...tags.values()].map((tag) => ({ source: tag.name, section: sectionOf(tag) })),
    problems: listed(problems),
    warnings: listed(warnings),
  };
}

function listed(items: ImportProblem[]): ImportProblem[] {
  if (items.length <= LISTED_MAX) return items;
  const rest = items.length - LISTED_MAX;
  return [...items.slice(0, LISTED_MAX), { item: '…', reason: `and ${rest} more` }];
}
