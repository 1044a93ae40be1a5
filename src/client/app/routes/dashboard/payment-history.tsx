import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { HeadCells, PagedTable, PageHeading, tdClass } from '../../../components/ui/paged-table';
import { usePayments } from '../../../features/admin/api/get-payments';
import { LocalDate } from '../../../features/admin/components/local-date';
import { Person } from '../../../features/admin/components/person';
import { ADMIN_PAGE_SIZE, adminListParams } from '../../../features/admin/list-params';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Every payment: who paid, the transaction, when, and how much. */
export function Component() {
  const [searchParams] = useSearchParams();
  const { page } = adminListParams(searchParams);
  const payments = usePayments({ page, limit: ADMIN_PAGE_SIZE });
  const { data } = payments;

  return (
    <div>
      <PageHeading title="All payment history" total={data?.total} />
      <p className="mt-2 text-stone-600">Subscriptions readers have paid for, newest first.</p>
      <div className="mt-6">
        <PagedTable
          query={payments}
          what="the payments"
          empty={
            <EmptyState
              title="No payments yet"
              links={[
                { to: paths.home, label: 'Go to Home' },
                { to: paths.allArticles, label: 'All Articles' },
              ]}
            >
              <p>Payments appear here once readers subscribe to a plan.</p>
            </EmptyState>
          }
          caption="payment history"
          head={
            <HeadCells
              columns={['Serial No', 'Author info', 'Transaction ID', 'Date', ['Total price', 'text-right']]}
            />
          }
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          pagesLabel="Payment pages"
          row={(payment, index) => (
            <tr key={payment._id} className="align-middle">
              <td className={`${tdClass} text-stone-500`}>{(page - 1) * ADMIN_PAGE_SIZE + index + 1}</td>
              <td className={`${tdClass} min-w-56`}>
                <Person name={payment.name} email={payment.email} />
              </td>
              <td className={`${tdClass} font-mono text-xs text-stone-700`}>{payment.transactionId}</td>
              <td className={tdClass}>
                <LocalDate iso={payment.date} withTime />
              </td>
              <td className={`${tdClass} whitespace-nowrap text-right font-semibold text-stone-900`}>
                {dollars.format(payment.totalPrice)}
              </td>
            </tr>
          )}
        />
      </div>
    </div>
  );
}
