import { API_KEY_TEXTS as TEXTS } from '@shared/messages/api-keys';
import { WithData } from '../../../components/ui/query-state';
import { useApiKeys } from '../api/api-keys';
import { ApiKeyForm } from './api-key-form';
import { ApiKeyList } from './api-key-list';

/** The API keys screen (admins): make a key, see it once, rename, re-rate or revoke one. */
export function ApiKeysAdmin() {
  const keys = useApiKeys();
  return (
    <section aria-labelledby="api-keys-title">
      <h1 id="api-keys-title" className="font-serif text-3xl font-bold text-stone-900">
        {TEXTS.title}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">{TEXTS.intro}</p>
      <ApiKeyForm />
      <h2 className="mt-10 font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
        {keys.data ? ` (${keys.data.length})` : ''}
      </h2>
      <WithData query={keys} what="the API keys" inline>
        {(data) => <ApiKeyList apiKeys={data} />}
      </WithData>
    </section>
  );
}
