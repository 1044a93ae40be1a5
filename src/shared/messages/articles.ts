/** Writing, listing and reading articles on the client (forms, toasts, empty states). */
export const ARTICLE_TEXTS = {} as const;
