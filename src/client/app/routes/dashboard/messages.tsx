import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { HeadCells, PagedTable, PageHeading, tdClass } from '../../../components/ui/paged-table';
import { useContactMessages } from '../../../features/admin/api/get-contact-messages';
import { LocalDate } from '../../../features/admin/components/local-date';
import { Email } from '../../../features/admin/components/person';
import { ADMIN_PAGE_SIZE, adminListParams } from '../../../features/admin/list-params';

/** Readers' tips, article submissions and feedback from the contact page (docs/product.md#newsletter-and-contact). */
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
        <PagedTable
          query={messages}
          what="the messages"
          empty={
            <EmptyState title="No messages yet">
              <p>Reader tips and article submissions from the contact page appear here.</p>
            </EmptyState>
          }
          caption="Contact messages, newest first."
          head={<HeadCells columns={['Name', 'E-mail', 'Topic', 'Message', 'Date']} />}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          pagesLabel="Message pages"
          row={(message) => (
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
          )}
        />
      </div>
    </div>
  );
}
