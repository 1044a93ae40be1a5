import { isOwnPhoto } from '@shared/images';
import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import type { Author } from '@shared/schemas/authors';
import type { Publisher } from '@shared/schemas/publishers';
import {
  type ArticleListSource,
  getArticleListQueryOptions,
} from '../../features/articles/api/get-article-list';
import { LIST_PAGE_SIZE } from '../../features/articles/list-params';
import type { SectionData } from '../routes/section.loader';
import { absolute, breadcrumbList, type MetaBuilder, type MetaInput, mediaWidth } from './context';

const TEXTS = DISCOVERY_TEXTS;

/** The articles the page lists (as its loader left them in the query cache), as a schema.org ItemList. */
function itemList(input: MetaInput, source: ArticleListSource, page: number) {
  const key = getArticleListQueryOptions(input.api, source, { page, limit: LIST_PAGE_SIZE }).queryKey;
  const items = input.queryClient.getQueryData<{ items: Article[] }>(key)?.items ?? [];
  return {
    '@type': 'ItemList',
    itemListElement: items.map((article, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(input.origin, paths.articleDetails(article._id)),
      name: article.title,
    })),
  };
}

/** A schema.org CollectionPage of this site. */
const collectionPage = (input: MetaInput, name: string, description: string, extra: object) => ({
  '@context': 'https://schema.org',
  '@type': 'CollectionPage',
  name,
  description,
  url: input.url.toString(),
  isPartOf: { '@type': 'WebSite', name: input.siteName, url: absolute(input.origin, paths.home) },
  ...extra,
});

const feedOf = (input: MetaInput, page: string, name: string) => ({
  title: TEXTS.feed.of(name),
  href: absolute(input.origin, paths.feed(page)),
});

export const sectionMeta: MetaBuilder = (input) => {
  const { tag, name, page } = input.data as SectionData;
  const description = TEXTS.sections.intros[tag];
  return {
    description,
    feeds: [feedOf(input, paths.section(tag), name)],
    jsonLd: [
      collectionPage(input, name, description, { mainEntity: itemList(input, { tag }, page) }),
      breadcrumbList(input.origin, [
        { name: TEXTS.breadcrumbs.home, path: paths.home },
        { name, path: paths.section(tag) },
      ]),
    ],
  };
};

export const publisherMeta: MetaBuilder = (input) => {
  const { publisher, page } = input.data as { publisher: Publisher; page: number };
  const name = publisher.publisherName;
  const description = TEXTS.publisher.intro(name);
  const logo = absolute(input.origin, publisher.image);
  return {
    description,
    image: { url: logo, alt: `${name} logo` },
    feeds: [feedOf(input, paths.publisher(name), name)],
    jsonLd: [
      collectionPage(input, name, description, {
        about: {
          '@type': 'NewsMediaOrganization',
          name,
          logo: { '@type': 'ImageObject', url: logo },
          ...(publisher.country
            ? { address: { '@type': 'PostalAddress', addressCountry: publisher.country } }
            : {}),
        },
        mainEntity: itemList(input, { publisher: name }, page),
      }),
    ],
  };
};

export const authorMeta: MetaBuilder = (input) => {
  const { author, page } = input.data as { author: Author; page: number };
  const description = author.bio || TEXTS.author.intro(author.name);
  const photo = isOwnPhoto(author.photo) ? absolute(input.origin, author.photo) : undefined;
  const size = mediaWidth(author.photo);
  return {
    type: 'profile',
    description,
    // A photo is kept square.
    ...(photo ? { image: { url: photo, width: size, height: size, alt: author.name } } : {}),
    feeds: [feedOf(input, paths.author(author._id), author.name)],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: input.url.toString(),
        name: author.name,
        mainEntity: {
          '@type': 'Person',
          '@id': absolute(input.origin, paths.author(author._id)),
          name: author.name,
          url: absolute(input.origin, paths.author(author._id)),
          ...(photo ? { image: photo } : {}),
          ...(author.bio ? { description: author.bio } : {}),
        },
        hasPart: itemList(input, { authorId: author._id }, page),
      },
    ],
  };
};
