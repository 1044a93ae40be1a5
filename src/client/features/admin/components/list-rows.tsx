import { MODERATION_TEXTS } from '@shared/messages';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { planPeriodLabel } from '@shared/plans';
import type { AuditEntry, Subscriber } from '@shared/schemas/admin';
import type { User } from '@shared/schemas/auth';
import type { Payment } from '@shared/schemas/payments';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { DateText } from '../../../components/ui/date';
import { tdClass } from '../../../components/ui/paged-table';
import { RefundCell } from './payment-money';
import { Email, Person } from './person';
import type { RoleTarget } from './user-admin';

const EDITOR_ROLE = NEWSROOM_TEXTS.users;

const T = MODERATION_TEXTS;
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A cell of an admin table, with extra classes (`c`) beside the table's own. */
const Td = ({ c = '', children }: { c?: string; children: ReactNode }) => (
  <td className={c ? `${tdClass} ${c}` : tdClass}>{children}</td>
);
const When = ({ iso }: { iso: string }) => (
  <Td>
    <DateText iso={iso} style="moment" />
  </Td>
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

/** Role changes recorded before each role had its own action name: the role given names what was done. */
const LEGACY_ROLE_ACTIONS: Record<string, string> = {
  admin: 'user.make-admin',
  editor: 'user.make-editor',
  user: 'user.make-reader',
};

/** What an audited action was, as an editor reads it. */
function auditAction(entry: AuditEntry): string {
  const legacy = entry.action === 'user.promote' || entry.action === 'user.demote';
  const action = (legacy && LEGACY_ROLE_ACTIONS[String(entry.details.role)]) || entry.action;
  return T.auditActions[action] ?? action;
}

/** Who did what to what, and when. */
export const auditRow = (entry: AuditEntry) => (
  <tr key={entry._id} className="align-top">
    <Td c="text-stone-700">
      <Email address={entry.actorEmail} />
    </Td>
    <Td c="min-w-44 text-stone-900">{auditAction(entry)}</Td>
    <Td c="min-w-56 max-w-md">
      <AuditTarget entry={entry} />
    </Td>
    <When iso={entry.date} />
  </tr>
);

/** Who paid, the transaction, when, for which plan and period, and how much. */
export const paymentRow = (payment: Payment, serial: number) => (
  <tr key={payment._id} className="align-middle">
    <Td c="text-stone-500">{serial}</Td>
    <Td c="min-w-56">
      <Person name={payment.name} email={payment.email} />
    </Td>
    <Td c="font-mono text-xs text-stone-700">{payment.transactionId}</Td>
    <When iso={payment.date} />
    <Td c="whitespace-nowrap text-stone-700">{planPeriodLabel(payment.plan, payment.days)}</Td>
    <Td c="whitespace-nowrap text-right font-semibold text-stone-900">
      {dollars.format(payment.totalPrice)}
    </Td>
    <Td c="whitespace-nowrap">
      <RefundCell payment={payment} />
    </Td>
  </tr>
);

export const subscriberRow = (subscriber: Subscriber, serial: number) => (
  <tr key={subscriber._id} className="align-middle">
    <Td c="text-stone-500">{serial}</Td>
    <Td c="text-stone-900">
      <Email address={subscriber.email} />
    </Td>
    <When iso={subscriber.date} />
    {subscriber.confirmedAt ? (
      <When iso={subscriber.confirmedAt} />
    ) : (
      <Td c="font-semibold text-amber-800">{T.lists.subscribers.notConfirmed}</Td>
    )}
  </tr>
);

/**
 * The role buttons' looks: none is filled. Making an editor, the smaller step, is outlined in the brand's red;
 * making an admin and taking a role back are quiet outlines.
 */
const roleButtonClass = {
  editor: 'border border-red-700 text-red-800 hover:bg-red-50',
  admin: 'border border-stone-400 text-stone-800 hover:bg-stone-100',
  demote: 'border border-stone-300 text-stone-700 hover:bg-stone-100',
};

/**
 * A user, their role and the buttons that change it, each after a confirmation: a reader can be made an editor
 * or an admin; an editor an admin, or a reader again; an admin an editor or a reader (the server keeps the last
 * admin's role).
 */
export function UserRow({
  user,
  serial,
  busy,
  onPromote,
  onTurnOffApp,
}: {
  user: User;
  serial: number;
  /** The role change is under way, or the page is not interactive yet. */
  busy: boolean;
  onPromote: (user: User, role: RoleTarget) => Promise<void>;
  /** Turns off the member's authenticator app, lost with its backup codes. */
  onTurnOffApp: (user: User) => Promise<void>;
}) {
  const name = user.name || user.email;
  const button = (to: RoleTarget, label: string, look: keyof typeof roleButtonClass) => (
    <button
      key={label}
      type="button"
      onClick={() => void onPromote(user, to)}
      disabled={busy}
      className={`rounded px-3 py-1.5 text-sm font-semibold disabled:opacity-60 ${roleButtonClass[look]}`}
    >
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
  const actions =
    user.role === 'admin'
      ? [
          button('editor', EDITOR_ROLE.demoteToEditor, 'demote'),
          button('user', EDITOR_ROLE.demoteToReader, 'demote'),
        ]
      : user.role === 'editor'
        ? [button('admin', T.users.makeAdmin, 'admin'), button('user', EDITOR_ROLE.demoteToReader, 'demote')]
        : [button('editor', EDITOR_ROLE.makeEditor, 'editor'), button('admin', T.users.makeAdmin, 'admin')];
  // The role is a fact every row states, readers' too; the changes to it come after, smaller.
  const role =
    user.role === 'admin' ? (
      <span className="font-semibold text-red-800">{T.users.admin}</span>
    ) : user.role === 'editor' ? (
      <span className="font-semibold text-stone-800">{EDITOR_ROLE.editor}</span>
    ) : (
      <span className="text-stone-700">{EDITOR_ROLE.reader}</span>
    );
  return (
    <tr className="align-middle">
      <Td c="text-stone-500">{serial}</Td>
      <Td c="min-w-40 font-semibold text-stone-900">{user.name}</Td>
      <Td c="text-stone-700">
        <Email address={user.email} />
      </Td>
      <Td>
        <Avatar src={user.photo} alt={T.users.picture(name)} />
      </Td>
      <Td c="whitespace-nowrap">
        <p>{role}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">{actions}</div>
        {user.twoFactor ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            {T.users.appOn}
            <button
              type="button"
              onClick={() => void onTurnOffApp(user)}
              disabled={busy}
              className={`rounded px-3 py-1.5 text-sm font-semibold disabled:opacity-60 ${roleButtonClass.demote}`}
            >
              {T.users.turnOffApp}
              <span className="sr-only"> {name}</span>
            </button>
          </p>
        ) : null}
      </Td>
    </tr>
  );
}
