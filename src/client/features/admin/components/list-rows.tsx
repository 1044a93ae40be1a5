import { MODERATION_TEXTS } from '@shared/messages';
import type { AuditEntry, ContactMessage, Subscriber } from '@shared/schemas/admin';
import type { User } from '@shared/schemas/auth';
import type { Payment } from '@shared/schemas/payments';
import { Avatar } from '../../../components/ui/avatar';
import { tdClass } from '../../../components/ui/paged-table';
import { LocalDate } from './local-date';
import { Email, Person } from './person';

const T = MODERATION_TEXTS;
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The serial number of a row across the list's pages. */
const Serial = ({ n }: { n: number }) => <td className={`${tdClass} text-stone-500`}>{n}</td>;
const When = ({ iso }: { iso: string }) => (
  <td className={tdClass}>
    <LocalDate iso={iso} withTime />
  </td>
);

/** What an audited action was about, from the details the server recorded (a title, a name, an e-mail). */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { details } = entry;
  const label =
    text(details.title) ??
    text(details.publisherName) ??
    [text(details.name), text(details.email) && `(${text(details.email)})`].filter(Boolean).join(' ');
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{entry.targetType}</p>
      <p className="font-semibold text-stone-900">{label || entry.targetId}</p>
      {text(details.reason) ? (
        <p className="mt-1 text-xs text-stone-600">
          <span className="font-semibold">{T.reason}</span> {text(details.reason)}
        </p>
      ) : null}
    </div>
  );
}

/** Who did what to what, and when. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className="align-top">
      <td className={`${tdClass} text-stone-700`}>
        <Email address={entry.actorEmail} />
      </td>
      <td className={`${tdClass} min-w-44 text-stone-900`}>{T.auditActions[entry.action] ?? entry.action}</td>
      <td className={`${tdClass} min-w-56 max-w-md`}>
        <AuditTarget entry={entry} />
      </td>
      <When iso={entry.date} />
    </tr>
  );
}

/** A reader's message from the contact page, with a link to answer it. */
export function MessageRow({ message }: { message: ContactMessage }) {
  return (
    <tr className="align-top">
      <td className={`${tdClass} min-w-32 font-semibold text-stone-900`}>{message.name}</td>
      <td className={tdClass}>
        <a href={`mailto:${message.email}`} className="text-red-700 underline hover:text-red-800">
          <Email address={message.email} />
        </a>
      </td>
      <td className={`${tdClass} whitespace-nowrap text-stone-700`}>{message.topic}</td>
      <td className={`${tdClass} min-w-72 max-w-xl whitespace-pre-line text-stone-800`}>{message.message}</td>
      <When iso={message.date} />
    </tr>
  );
}

/** Who paid, the transaction, when, and how much. */
export function PaymentRow({ payment, serial }: { payment: Payment; serial: number }) {
  return (
    <tr className="align-middle">
      <Serial n={serial} />
      <td className={`${tdClass} min-w-56`}>
        <Person name={payment.name} email={payment.email} />
      </td>
      <td className={`${tdClass} font-mono text-xs text-stone-700`}>{payment.transactionId}</td>
      <When iso={payment.date} />
      <td className={`${tdClass} whitespace-nowrap text-right font-semibold text-stone-900`}>
        {dollars.format(payment.totalPrice)}
      </td>
    </tr>
  );
}

export function SubscriberRow({ subscriber, serial }: { subscriber: Subscriber; serial: number }) {
  return (
    <tr className="align-middle">
      <Serial n={serial} />
      <td className={`${tdClass} text-stone-900`}>
        <Email address={subscriber.email} />
      </td>
      <When iso={subscriber.date} />
    </tr>
  );
}

/** A user, and the button that makes them an admin (admins show the text 'Admin' instead). */
export function UserRow({
  user,
  serial,
  busy,
  onMakeAdmin,
}: {
  user: User;
  serial: number;
  /** The promotion is under way, or the page is not interactive yet. */
  busy: boolean;
  onMakeAdmin: (user: User) => Promise<void>;
}) {
  const name = user.name || user.email;
  return (
    <tr className="align-middle">
      <Serial n={serial} />
      <td className={`${tdClass} min-w-40 font-semibold text-stone-900`}>{user.name}</td>
      <td className={`${tdClass} text-stone-700`}>
        <Email address={user.email} />
      </td>
      <td className={tdClass}>
        <Avatar src={user.photo} alt={T.users.picture(name)} />
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        {user.role === 'admin' ? (
          <span className="font-semibold text-red-800">{T.users.admin}</span>
        ) : (
          <button
            type="button"
            onClick={() => void onMakeAdmin(user)}
            disabled={busy}
            className="rounded bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {T.users.makeAdmin}
            <span className="sr-only"> {name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}
