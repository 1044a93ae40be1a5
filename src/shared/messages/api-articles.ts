/** What the API answers about articles, media, search, feeds and statistics. */
export const ARTICLE_API_TEXTS = {} as const;
