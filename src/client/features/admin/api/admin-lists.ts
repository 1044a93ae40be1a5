import type { ArticleStatus, Tag } from '@shared/constants';
import { listAuditLog, listContactMessages, listNewsletterSubscribers } from '@shared/contract/admin';
import { listAllArticles } from '@shared/contract/articles';
import { listPayments } from '@shared/contract/payments';
import { listUsers } from '@shared/contract/users';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient, Query } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { type PageParams, pagedQueryOptions } from '../../../lib/paged-query';

/**
 * One paged admin list: its query (cached under `['admin', name, params]`, so a mutation refreshes every
 * page of it by `['admin', name]`) and the hook a screen reads it with. A new page keeps the previous rows
 * on screen until it arrives.
 */
export interface PagedList<T, P extends Query> {
  /** The filters the list takes from its screen's URL besides the page (`search`, `status`). */
  filters: readonly (keyof P & string)[];
  options: (api: ApiClient, params?: P) => ReturnType<typeof listOptions<T, P>>;
  useList: (params?: P) => ReturnType<typeof useQuery<{ items: T[]; total: number }>>;
}

type Fetch<T, P> = (api: ApiClient, params: P) => Promise<{ items: T[]; total: number }>;

const listOptions = <T, P>(name: string, fetch: Fetch<T, P>, api: ApiClient, params: P) =>
  pagedQueryOptions(['admin', name, params], () => fetch(api, params));

function pagedList<T, P extends Query = PageParams>(
  name: string,
  fetch: Fetch<T, P>,
  filters: PagedList<T, P>['filters'] = [],
): PagedList<T, P> {
  const options = (api: ApiClient, params = {} as P) => listOptions(name, fetch, api, params);
  return { filters, options, useList: (params) => useQuery(options(useApi(), params)) };
}

type ArticleFilters = PageParams & { status?: ArticleStatus; search?: string; tag?: Tag; author?: string };
type UserFilters = PageParams & { search?: string };

/**
 * Every article in any status, newest first; `search` is words of it or part of its author's name or e-mail,
 * `tag` a section, `author` the author's whole e-mail address.
 */
export const adminArticlesList = pagedList(
  'articles',
  (api, params: ArticleFilters) => api.page(listAllArticles, { query: params }),
  ['status', 'search', 'tag', 'author'],
);
/** Registered users; `search` is part of a name or an e-mail address. */
export const usersList = pagedList(
  'users',
  (api, params: UserFilters) => api.page(listUsers, { query: params }),
  ['search'],
);
/** Every payment, newest first; `totalPrice` is in dollars. */
export const paymentsList = pagedList('payments', (api, params: PageParams) =>
  api.page(listPayments, { query: params }),
);
/** Admin actions, newest first. */
export const auditLogList = pagedList('audit-log', (api, params: PageParams) =>
  api.page(listAuditLog, { query: params }),
);
/** Readers' tips, submissions and feedback from the contact page, newest first. */
export const contactMessagesList = pagedList('contact-messages', (api, params: PageParams) =>
  api.page(listContactMessages, { query: params }),
);
/** Newsletter subscribers, newest first. */
export const subscribersList = pagedList('subscribers', (api, params: PageParams) =>
  api.page(listNewsletterSubscribers, { query: params }),
);
