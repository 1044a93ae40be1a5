import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { useContactMessages } from '../../../features/admin/api/get-contact-messages';
import {
  AdminTable,
  PageHeading,
  PastLastPage,
  tdClass,
  thClass,
} from '../../../features/admin/components/admin-table';
import { LocalDate } from '../../../features/admin/components/local-date';
import { Email } from '../../../features/admin/components/person';
import { QueryState } from '../../../features/admin/components/query-state';
import { ADMIN_PAGE_SIZE, adminListParams } from '../../../features/admin/list-params';

/** Readers' tips, article submissions and feedback from the contact page (DESIGN §8). */
export function Component() {
  const [searchParams] = useSearchParams();
  const { page } = adminListParams(searchParams);
  const messages = useContactMessages({ page, limit: ADMIN_PAGE_SIZE });
  const { data } = messages;

  return (
    <div>
      <PageHeading title="Messages" total={data?.total} />
      <p className="mt-2 text-stone-600">What readers sent through the contact page, newest first.</p>
      <div className="mt-6">
        {!data ? (
          <QueryState error={messages.error} what="the messages" onRetry={() => void messages.refetch()} />
        ) : data.total === 0 ? (
          <EmptyState title="No messages yet">
            <p>Reader tips and article submissions from the contact page appear here.</p>
          </EmptyState>
        ) : data.items.length === 0 ? (
          <PastLastPage />
        ) : (
          <>
            <AdminTable
              caption="Contact messages, newest first."
              busy={messages.isFetching}
              head={
                <>
                  <th scope="col" className={thClass}>
                    Name
                  </th>
                  <th scope="col" className={thClass}>
                    E-mail
                  </th>
                  <th scope="col" className={thClass}>
                    Topic
                  </th>
                  <th scope="col" className={thClass}>
                    Message
                  </th>
                  <th scope="col" className={thClass}>
                    Date
                  </th>
                </>
              }
            >
              {data.items.map((message) => (
                <tr key={message._id} className="align-top">
                  <td className={`${tdClass} min-w-32 font-semibold text-stone-900`}>{message.name}</td>
                  <td className={tdClass}>
                    <a href={`mailto:${message.email}`} className="text-red-700 underline hover:text-red-800">
                      <Email address={message.email} />
                    </a>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-stone-700`}>{message.topic}</td>
                  <td className={`${tdClass} min-w-72 max-w-xl whitespace-pre-line text-stone-800`}>
                    {message.message}
                  </td>
                  <td className={tdClass}>
                    <LocalDate iso={message.date} withTime />
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pagination page={page} total={data.total} pageSize={ADMIN_PAGE_SIZE} label="Message pages" />
          </>
        )}
      </div>
    </div>
  );
}
