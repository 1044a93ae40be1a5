import { PAYWALLED_CLASS, PREMIUM } from '@shared/constants';
import { imageSrcSet } from '@shared/images';
import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths, slugOf } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import type { Publisher } from '@shared/schemas/publishers';
import { sectionName } from '@shared/sections';
import { excerpt, splitTags } from '@shared/text';
import { getPublisherQueryOptions } from '../../features/publishers/api/get-publisher';
import { absolute, breadcrumbList, type MetaBuilder, type MetaInput, mediaWidth } from './context';

/** Every stored width of the article's picture, each as a schema.org ImageObject. */
function imageObjects(origin: string, image: string, caption: string | undefined) {
  const variants = imageSrcSet(image)
    ?.split(', ')
    .map((entry) => entry.split(' '))
    .map(([url = '', width = '']) => ({ url, width: Number.parseInt(width, 10) }));
  const list = variants && variants.length > 0 ? variants : [{ url: image, width: mediaWidth(image) }];
  return list.map(({ url, width }) => ({
    '@type': 'ImageObject',
    url: absolute(origin, url),
    ...(width ? { width } : {}),
    ...(caption ? { caption } : {}),
  }));
}

/** The publisher as the server loaded it for this page (the article loader asks for it on the server). */
function publisherOf(input: MetaInput, name: string): Publisher | undefined {
  return input.queryClient.getQueryData<Publisher>(
    getPublisherQueryOptions(input.api, slugOf(name)).queryKey,
  );
}

/**
 * The article's corrections as schema.org CorrectionComments (docs/product.md#corrections); its updates are
 * news, not corrections, and are said by dateModified and on the page.
 */
function corrections(article: Article) {
  const list = (article.notes ?? [])
    .filter((note) => note.kind === 'correction')
    .map((note) => ({ '@type': 'CorrectionComment', text: note.text, datePublished: note.date }));
  return list.length > 0 ? { correction: list } : {};
}

/**
 * Open Graph, Twitter, a NewsArticle and a BreadcrumbList (JSON-LD) for an article page
 * (docs/product.md#pages-and-navigation). Only the start of the body is quoted, never a premium body.
 */
export const articleMeta: MetaBuilder = (input) => {
  const article = input.data as Article | null;
  if (!article) return {};
  const { origin } = input;
  // The standfirst, written as the summary; else the first words of the body, within the preview anyone
  // may read, premium or not.
  const description = article.standfirst ?? excerpt(article.description, 160);
  const url = absolute(origin, paths.articleDetails(article._id));
  const image = article.image ? absolute(origin, article.image) : undefined;
  // A live article's date is when it went live; one in review (an editor's preview) has only its submission.
  const published = article.published ?? article.date;
  const modified = article.updated ?? published;
  const authorUrl = absolute(origin, paths.author(article.authorId));
  const tags = splitTags(article.tags);
  const section = tags[0];
  const publisher = publisherOf(input, article.publisher);
  const premium = article.isPremium === PREMIUM;
  return {
    type: 'article',
    description,
    ...(image
      ? { image: { url: image, width: mediaWidth(article.image), alt: article.imageAlt ?? article.title } }
      : {}),
    properties: [
      ['article:published_time', published],
      ['article:modified_time', modified],
      ['article:author', authorUrl],
      ...(section ? ([['article:section', sectionName(section)]] as [string, string][]) : []),
      ...tags.map((tag): [string, string] => ['article:tag', tag]),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: excerpt(article.title, 110),
        description,
        ...(article.image ? { image: imageObjects(origin, article.image, article.imageCaption) } : {}),
        datePublished: published,
        dateModified: modified,
        author: [
          {
            '@type': 'Person',
            name: article.displayName,
            url: authorUrl,
          },
        ],
        publisher: {
          '@type': 'NewsMediaOrganization',
          name: article.publisher,
          url: absolute(origin, paths.publisher(article.publisher)),
          ...(publisher?.image
            ? {
                logo: {
                  '@type': 'ImageObject',
                  url: absolute(origin, publisher.image),
                  ...(mediaWidth(publisher.image) ? { width: mediaWidth(publisher.image) } : {}),
                },
              }
            : {}),
        },
        ...(section ? { articleSection: sectionName(section) } : {}),
        keywords: tags.join(', '),
        ...corrections(article),
        isAccessibleForFree: !premium,
        ...(premium
          ? {
              hasPart: {
                '@type': 'WebPageElement',
                isAccessibleForFree: false,
                cssSelector: `.${PAYWALLED_CLASS}`,
              },
            }
          : {}),
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      },
      breadcrumbList(origin, [
        { name: DISCOVERY_TEXTS.breadcrumbs.home, path: paths.home },
        ...(section ? [{ name: sectionName(section), path: paths.section(section) }] : []),
        { name: article.title, path: paths.articleDetails(article._id) },
      ]),
    ],
  };
};
