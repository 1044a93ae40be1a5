/** The site's own pages on the client: about, contact, terms, privacy, checkout. */
export const SITE_TEXTS = {} as const;
