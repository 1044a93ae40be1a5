import { getAuthor } from '@shared/contract/authors';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';

/** An author's name, photo and bio (only readers with an approved article are authors). */
export const getAuthorQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['authors', id],
    queryFn: () => api.call(getAuthor, { params: { id } }),
  });
