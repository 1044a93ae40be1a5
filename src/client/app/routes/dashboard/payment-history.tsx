import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { usePayments } from '../../../features/admin/api/get-payments';
import {
  AdminTable,
  PageHeading,
  PastLastPage,
  tdClass,
  thClass,
} from '../../../features/admin/components/admin-table';
import { LocalDate } from '../../../features/admin/components/local-date';
import { Person } from '../../../features/admin/components/person';
import { QueryState } from '../../../features/admin/components/query-state';
import { ADMIN_PAGE_SIZE, adminListParams } from '../../../features/admin/list-params';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Every payment (spec §2 "payment-history"): who paid, the transaction, when, and how much. */
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
        {!data ? (
          <QueryState error={payments.error} what="the payments" onRetry={() => void payments.refetch()} />
        ) : data.total === 0 ? (
          <EmptyState
            title="No payments yet"
            links={[
              { to: paths.home, label: 'Go to Home' },
              { to: paths.allArticles, label: 'All Articles' },
            ]}
          >
            <p>Payments appear here once readers subscribe to a plan.</p>
          </EmptyState>
        ) : data.items.length === 0 ? (
          <PastLastPage />
        ) : (
          <>
            <AdminTable
              caption="payment history"
              busy={payments.isFetching}
              head={
                <>
                  <th scope="col" className={thClass}>
                    Serial No
                  </th>
                  <th scope="col" className={thClass}>
                    Author info
                  </th>
                  <th scope="col" className={thClass}>
                    Transaction ID
                  </th>
                  <th scope="col" className={thClass}>
                    Date
                  </th>
                  <th scope="col" className={`${thClass} text-right`}>
                    Total price
                  </th>
                </>
              }
            >
              {data.items.map((payment, index) => (
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
              ))}
            </AdminTable>
            <Pagination page={page} total={data.total} pageSize={ADMIN_PAGE_SIZE} label="Payment pages" />
          </>
        )}
      </div>
    </div>
  );
}
