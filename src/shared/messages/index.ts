/**
 * Every text the site shows its readers, in one module: the product's own texts word for word as it has
 * always shown them (docs/product.md), the rest grouped by where they appear.
 */
export { ACCOUNT_TEXTS } from './account';
export { ACCOUNT_API_TEXTS } from './api-accounts';
export { ARTICLE_API_TEXTS } from './api-articles';
export { ARTICLE_LIST_TEXTS } from './article-lists';
export { ARTICLE_WRITING_TEXTS } from './article-writing';
export { ARTICLE_TEXTS } from './articles';
export { MESSAGES } from './common';
export { CONTACT_MESSAGE_TEXTS } from './contact-messages';
export { MODERATION_TEXTS } from './moderation';
export { OFFLINE_TEXTS } from './offline';
export { PASSKEY_TEXTS } from './passkeys';
export { READERSHIP_API_TEXTS, READERSHIP_TEXTS } from './readership';
export { REVENUE_TEXTS } from './revenue';
export { SAVED_TEXTS } from './saved';
export { SITE_TEXTS } from './site';
export { TWO_FACTOR_TEXTS } from './two-factor';
