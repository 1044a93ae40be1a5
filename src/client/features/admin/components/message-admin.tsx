import { CONTACT_MESSAGE_TEXTS, MODERATION_TEXTS } from '@shared/messages';
import type { ContactMessage } from '@shared/schemas/admin';
import { CONTACT_TOPIC_LABELS } from '@shared/schemas/contact';
import type { ReactNode } from 'react';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { DateText } from '../../../components/ui/date';
import { tdClass } from '../../../components/ui/paged-table';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { contactMessagesList } from '../api/admin-lists';
import { useDeleteMessage, useSetMessageHandled } from '../api/admin-mutations';
import { AdminList } from './admin-list';
import { Email } from './person';

const TEXTS = CONTACT_MESSAGE_TEXTS;
const LIST_TEXTS = { ...MODERATION_TEXTS.lists.messages, columns: TEXTS.columns };

/** A topic as the contact form offers it ("News tip"), not as it is stored ("tip"). */
export const topicLabel = (topic: string) =>
  (CONTACT_TOPIC_LABELS as Record<string, string | undefined>)[topic] ?? topic;

const Td = ({ c = '', children }: { c?: string; children: ReactNode }) => (
  <td className={c ? `${tdClass} ${c}` : tdClass}>{children}</td>
);
const buttonClass =
  'rounded border px-3 py-1.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 disabled:opacity-60';

/** A reader's message: who, the topic, the text, when, whether it was handled, and what an editor can do. */
function MessageRow({
  message,
  busy,
  onHandled,
  onDelete,
}: {
  message: ContactMessage;
  busy: boolean;
  onHandled: (message: ContactMessage, handled: boolean) => void;
  onDelete: (message: ContactMessage) => void;
}) {
  const handled = message.handledAt !== null;
  const whose = <span className="sr-only"> {TEXTS.from(message.name)}</span>;
  return (
    <tr className={handled ? 'bg-stone-50 align-top text-stone-600' : 'align-top'}>
      <Td c="min-w-32 font-semibold text-stone-900">{message.name}</Td>
      <Td>
        <a href={`mailto:${message.email}`} className="text-red-700 underline hover:text-red-800">
          <Email address={message.email} />
        </a>
      </Td>
      <Td c="whitespace-nowrap text-stone-700">{topicLabel(message.topic)}</Td>
      <Td c="min-w-72 max-w-xl whitespace-pre-line text-stone-800">{message.message}</Td>
      <Td>
        <DateText iso={message.date} style="moment" />
      </Td>
      <Td c="whitespace-nowrap">
        <span
          className={
            handled
              ? 'rounded bg-green-100 px-2 py-1 text-xs font-semibold text-green-800'
              : 'rounded bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900'
          }
        >
          {handled ? TEXTS.handled : TEXTS.waiting}
        </span>
      </Td>
      <Td c="whitespace-nowrap">
        <div className="flex gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => onHandled(message, !handled)}
            className={`${buttonClass} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`}
          >
            {handled ? TEXTS.markWaiting : TEXTS.markHandled}
            {whose}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => onDelete(message)}
            className={`${buttonClass} border-red-700 bg-red-700 text-white hover:bg-red-800`}
          >
            {TEXTS.delete}
            {whose}
          </button>
        </div>
      </Td>
    </tr>
  );
}

/** The Messages screen: readers' messages, each marked handled or new, and deleted after a confirmation. */
export function MessagesAdmin() {
  const hydrated = useHydrated();
  const setHandled = useSetMessageHandled();
  const remove = useDeleteMessage();
  const { ask, dialog } = useDialog();
  const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : TEXTS.failed);

  const onHandled = (message: ContactMessage, handled: boolean) =>
    setHandled.mutate({ id: message._id, handled }, { onError: failed });
  const onDelete = async (message: ContactMessage) => {
    const ok = await ask({
      title: TEXTS.confirmDelete.title,
      text: TEXTS.confirmDelete.text(message.name),
      confirmLabel: TEXTS.confirmDelete.confirm,
      cancelLabel: TEXTS.confirmDelete.cancel,
    });
    if (!ok) return;
    remove.mutate(message._id, { onSuccess: () => toast.success(TEXTS.deleted), onError: failed });
  };
  const pending = (id: string) =>
    (setHandled.isPending && setHandled.variables?.id === id) ||
    (remove.isPending && remove.variables === id);

  return (
    <>
      <AdminList
        list={contactMessagesList}
        texts={LIST_TEXTS}
        row={(message) => (
          <MessageRow
            key={message._id}
            message={message}
            busy={!hydrated || pending(message._id)}
            onHandled={onHandled}
            onDelete={(item) => void onDelete(item)}
          />
        )}
      />
      {dialog}
    </>
  );
}
