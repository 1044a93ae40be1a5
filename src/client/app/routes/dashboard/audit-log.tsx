import type { AuditEntry } from '@shared/schemas/admin';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { HeadCells, PagedTable, PageHeading, tdClass } from '../../../components/ui/paged-table';
import { useAuditLog } from '../../../features/admin/api/get-audit-log';
import { LocalDate } from '../../../features/admin/components/local-date';
import { Email } from '../../../features/admin/components/person';
import { ADMIN_PAGE_SIZE, adminListParams } from '../../../features/admin/list-params';

/** The server's action names, as an editor reads them. */
const ACTIONS: Record<string, string> = {
  'article.approve': 'Approved an article',
  'article.premium': 'Made an article premium',
  'article.decline': 'Declined an article',
  'article.delete': 'Deleted an article',
  'article.update': 'Edited an article',
  'user.promote': 'Made a user an admin',
  'user.demote': 'Took the admin role from a user',
  'publisher.create': 'Added a publisher',
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** What the action was about, from the details the server recorded (a title, a name, an e-mail). */
function Target({ entry }: { entry: AuditEntry }) {
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
          <span className="font-semibold">Reason:</span> {text(details.reason)}
        </p>
      ) : null}
    </div>
  );
}

/** Every admin action is recorded (docs/product.md#dashboard); here editors see who did what to what, and when. */
export function Component() {
  const [searchParams] = useSearchParams();
  const { page } = adminListParams(searchParams);
  const log = useAuditLog({ page, limit: ADMIN_PAGE_SIZE });
  const { data } = log;

  return (
    <div>
      <PageHeading title="Audit log" total={data?.total} />
      <p className="mt-2 text-stone-600">Every action taken in the dashboard, newest first.</p>
      <div className="mt-6">
        <PagedTable
          query={log}
          what="the audit log"
          empty={
            <EmptyState title="Nothing recorded yet">
              <p>Approvals, declines, deletions, new admins and new publishers appear here.</p>
            </EmptyState>
          }
          caption="Admin actions, newest first."
          head={<HeadCells columns={['Who', 'What', 'Target', 'When']} />}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          pagesLabel="Audit log pages"
          row={(entry) => (
            <tr key={entry._id} className="align-top">
              <td className={`${tdClass} text-stone-700`}>
                <Email address={entry.actorEmail} />
              </td>
              <td className={`${tdClass} min-w-44 text-stone-900`}>
                {ACTIONS[entry.action] ?? entry.action}
              </td>
              <td className={`${tdClass} min-w-56 max-w-md`}>
                <Target entry={entry} />
              </td>
              <td className={tdClass}>
                <LocalDate iso={entry.date} withTime />
              </td>
            </tr>
          )}
        />
      </div>
    </div>
  );
}
