import { WEBHOOK_TEXTS as TEXTS } from '@shared/messages/webhooks';
import { WithData } from '../../../components/ui/query-state';
import { useWebhooks } from '../api/webhooks';
import { WebhookForm } from './webhook-form';
import { WebhookList } from './webhook-list';

/** The Webhooks screen (admins): add a webhook, see each one's deliveries, send one again, delete one. */
export function WebhooksAdmin() {
  const webhooks = useWebhooks();
  return (
    <section aria-labelledby="webhooks-title">
      <h1 id="webhooks-title" className="font-serif text-3xl font-bold text-stone-900">
        {TEXTS.title}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">{TEXTS.intro}</p>
      <WebhookForm />
      <h2 className="mt-10 font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
        {webhooks.data ? ` (${webhooks.data.length})` : ''}
      </h2>
      <WithData query={webhooks} what="the webhooks" inline>
        {(data) => <WebhookList webhooks={data} />}
      </WithData>
    </section>
  );
}
