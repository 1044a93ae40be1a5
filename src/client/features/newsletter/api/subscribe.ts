import type { NewsletterSubscribeInput } from '@shared/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const subscribeToNewsletter = (api: ApiClient, input: NewsletterSubscribeInput) =>
  api.send<{ subscribed: true }>('POST', apiPath`/newsletter`, input);

export function useSubscribeToNewsletter() {
  const api = useApi();
  return useMutation({ mutationFn: (input: NewsletterSubscribeInput) => subscribeToNewsletter(api, input) });
}
