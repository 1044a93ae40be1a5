import { ACCOUNT_DATA_TEXTS as TEXTS } from '@shared/messages/account-data';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useApi } from '../../../lib/app-context';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { downloadMyDataFile } from '../api/download-my-data';

/**
 * The profile's "Your data": what the reader's file holds, and a button that downloads it
 * (docs/product.md#your-data). What is happening is said in a status line a screen reader announces.
 */
export function YourDataSection() {
  const id = useId();
  const api = useApi();
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const download = useMutation({
    mutationFn: () => downloadMyDataFile(api),
    onMutate: () => setStatus(TEXTS.preparing),
    onSuccess: (name) => setStatus(TEXTS.ready(name)),
    onError: (error) => {
      setStatus('');
      toast.error(error.message || TEXTS.failed);
    },
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      <p id={`${id}-intro`} className="mt-1 text-sm text-stone-600">
        {TEXTS.intro}
      </p>
      <Button
        className="mt-4"
        aria-describedby={`${id}-intro`}
        busy={download.isPending}
        disabled={!hydrated}
        onClick={() => download.mutate()}
      >
        {TEXTS.button}
      </Button>
      <p role="status" className="mt-2 text-sm text-stone-600">
        {status}
      </p>
    </section>
  );
}
