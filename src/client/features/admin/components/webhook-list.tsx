import { WEBHOOK_TEXTS as TEXTS } from '@shared/messages/webhooks';
import type { Webhook, WebhookDelivery } from '@shared/schemas/webhooks';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { DateText } from '../../../components/ui/date';
import { tdClass, thClass } from '../../../components/ui/paged-table';
import { WithData } from '../../../components/ui/query-state';
import { toast } from '../../../lib/toast';
import { useDeleteWebhook, useDeliveries, useRedeliver } from '../api/webhooks';

const outcome = (state: WebhookDelivery['state'] | undefined, status: number | null, error: string | null) =>
  state === 'delivered'
    ? TEXTS.delivered(status)
    : state === 'failed'
      ? TEXTS.failed(status, error)
      : state
        ? TEXTS.waiting
        : TEXTS.neverSent;

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : TEXTS.failedAction);

/** One webhook's newest deliveries, each with its outcome, and "Send again". */
function Deliveries({ webhook }: { webhook: Webhook }) {
  const deliveries = useDeliveries(webhook._id);
  const redeliver = useRedeliver(webhook._id);
  const caption = TEXTS.deliveriesOf(webhook.url);
  return (
    <WithData query={deliveries} what="the deliveries" inline>
      {({ items }) =>
        items.length === 0 ? (
          <p className="py-3 text-stone-600">{TEXTS.noDeliveries}</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="text-stone-600">
                <tr>
                  {TEXTS.deliveryColumns.map((column) => (
                    <th key={column} scope="col" className={thClass}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {items.map((delivery) => (
                  <tr key={delivery._id} className="align-top">
                    <td className={tdClass}>
                      <code>{delivery.event}</code>
                    </td>
                    <td className={tdClass}>
                      <DateText iso={delivery.lastAttemptAt ?? delivery.date} style="moment" />
                    </td>
                    <td
                      className={`${tdClass} ${delivery.state === 'failed' ? 'text-red-800' : 'text-stone-800'}`}
                    >
                      {outcome(delivery.state, delivery.responseStatus, delivery.error)}
                    </td>
                    <td className={tdClass}>{delivery.attempts}</td>
                    <td className={tdClass}>
                      {delivery.state === 'failed' || delivery.state === 'delivered' ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={redeliver.isPending && redeliver.variables === delivery._id}
                          onClick={() =>
                            redeliver.mutate(delivery._id, {
                              onSuccess: () => toast.success(TEXTS.redelivered),
                              onError: failed,
                            })
                          }
                        >
                          {TEXTS.redeliver}
                          <span className="sr-only"> {delivery.event}</span>
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </WithData>
  );
}

/** A webhook: its address, events and last outcome; its deliveries open below it. */
function WebhookItem({ webhook, onDelete }: { webhook: Webhook; onDelete: (webhook: Webhook) => void }) {
  const [open, setOpen] = useState(false);
  const panel = `deliveries-${webhook._id}`;
  const last = webhook.lastDelivery;
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-semibold text-stone-900">{webhook.url}</p>
          <p className="mt-1 text-sm text-stone-600">{webhook.events.join(', ')}</p>
          <p className="mt-1 text-sm text-stone-700">
            {outcome(last?.state, last?.responseStatus ?? null, null)}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? TEXTS.hideDeliveries : TEXTS.showDeliveries}
            <span className="sr-only"> {webhook.url}</span>
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDelete(webhook)}>
            {TEXTS.delete}
            <span className="sr-only"> {webhook.url}</span>
          </Button>
        </div>
      </div>
      {open ? (
        <div id={panel} className="mt-3 border-t border-stone-200 pt-3">
          <Deliveries webhook={webhook} />
        </div>
      ) : null}
    </li>
  );
}

/** The registered webhooks, newest first; deleting one asks first. */
export function WebhookList({ webhooks }: { webhooks: Webhook[] }) {
  const remove = useDeleteWebhook();
  const { ask, dialog } = useDialog();
  const onDelete = async (webhook: Webhook) => {
    const ok = await ask({
      title: TEXTS.confirmDelete.title,
      text: TEXTS.confirmDelete.text(webhook.url),
      confirmLabel: TEXTS.confirmDelete.confirm,
      cancelLabel: TEXTS.confirmDelete.cancel,
    });
    if (ok) remove.mutate(webhook._id, { onSuccess: () => toast.success(TEXTS.deleted), onError: failed });
  };
  return (
    <>
      {webhooks.length === 0 ? (
        <p className="mt-4 text-stone-600">{TEXTS.none}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {webhooks.map((webhook) => (
            <WebhookItem key={webhook._id} webhook={webhook} onDelete={onDelete} />
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}
