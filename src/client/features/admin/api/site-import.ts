import { endpointPath } from '@shared/contract/endpoint';
import { getImport, listImports, readImportFile, startImport } from '@shared/contract/site-import';
import { IMPORT_TEXTS as TEXTS } from '@shared/messages/site-import';
import type { SiteImport, StartImport } from '@shared/schemas/site-import';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type ApiPath, createBrowserApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

const IMPORTS_KEY = ['imports'] as const;

export const importsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: IMPORTS_KEY, queryFn: () => api.call(listImports) });

/** One import, fetched again every two seconds while its job runs. */
export function useImport(id: string | null, initial?: SiteImport) {
  const api = useApi();
  return useQuery({
    queryKey: [...IMPORTS_KEY, id],
    queryFn: () => api.call(getImport, { params: { id: id ?? '' } }),
    enabled: id !== null,
    ...(initial ? { initialData: initial } : {}),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 2_000 : false),
  });
}

/** Sends the export (multipart field "file") with the admin's bearer token; answers with its dry run. */
export function useReadImportFile(getToken: () => Promise<string | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return createBrowserApiClient({ getToken }).upload<SiteImport>(
        endpointPath(readImportFile) as ApiPath,
        form,
        { failed: TEXTS.unreadable },
      );
    },
    onSuccess: (read) => {
      queryClient.setQueryData([...IMPORTS_KEY, read.id], read);
      return queryClient.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true });
    },
  });
}

export function useStartImport() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StartImport }) =>
      api.call(startImport, { params: { id }, body }),
    onSuccess: (started) => queryClient.setQueryData([...IMPORTS_KEY, started.id], started),
  });
}
