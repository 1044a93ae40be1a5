import { PREMIUM } from '@shared/constants';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { escapeHtml, serializeState } from '@shared/ssr';
import { excerpt, splitTags } from '@shared/text';

/** The article page's title: the headline. */
export function articleTitle(data: unknown): string {
  return (data as Article | null)?.title ?? 'Article';
}

/** Open Graph, Twitter and NewsArticle JSON-LD for an article page; only the preview is used. */
export function articleMeta(data: unknown, site: { origin: string; siteName: string }) {
  const article = data as Article | null;
  if (!article) return {};
  const description = excerpt(article.description, 160);
  const url = `${site.origin}${paths.articleDetails(article._id)}`;
  const image = article.image ? new URL(article.image, site.origin).toString() : undefined;
  const tag = (property: string, content: string, attribute = 'property') =>
    `<meta ${attribute}="${property}" content="${escapeHtml(content)}">`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description,
    ...(image ? { image: [image] } : {}),
    datePublished: article.date,
    author: [{ '@type': 'Person', name: article.displayName }],
    publisher: { '@type': 'Organization', name: article.publisher },
    keywords: splitTags(article.tags).join(', '),
    isAccessibleForFree: article.isPremium !== PREMIUM,
    mainEntityOfPage: url,
  };
  const extra = [
    tag('og:type', 'article'),
    tag('og:site_name', site.siteName),
    tag('og:title', article.title),
    tag('og:description', description),
    tag('og:url', url),
    ...(image ? [tag('og:image', image)] : []),
    tag('article:published_time', article.date),
    tag('twitter:card', image ? 'summary_large_image' : 'summary', 'name'),
    tag('twitter:title', article.title, 'name'),
    tag('twitter:description', description, 'name'),
    ...(image ? [tag('twitter:image', image, 'name')] : []),
    `<script type="application/ld+json">${serializeState(jsonLd)}</script>`,
  ].join('\n    ');
  return { description, extra };
}
