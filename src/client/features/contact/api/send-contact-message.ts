import { sendMessageToEditors } from '@shared/contract/contact';
import type { ContactMessageInput } from '@shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const sendContactMessage = (api: ApiClient, input: ContactMessageInput) =>
  api.call(sendMessageToEditors, { body: input });

export function useSendContactMessage() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ContactMessageInput) => sendContactMessage(api, input) });
}
