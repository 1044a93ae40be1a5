import { getMeterSettings, setMeterSettings } from '@shared/contract/meter';
import type { MeterSettingsInput } from '@shared/schemas/meter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/app-context';

const KEY = ['admin', 'meter'] as const;

/** The meter's settings (admins; docs/product.md#the-meter). */
export function useMeterSettings() {
  const api = useApi();
  return useQuery({ queryKey: KEY, queryFn: () => api.call(getMeterSettings) });
}

export function useSaveMeterSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeterSettingsInput) => api.call(setMeterSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
