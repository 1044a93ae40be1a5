import type { Author } from '@shared/schemas/authors';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';

/** An author's name, photo and bio (only readers with an approved article are authors). */
export const getAuthorQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['authors', id],
    queryFn: () => api.get<Author>(apiPath`/authors/${id}`),
  });
