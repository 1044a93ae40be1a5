import { paths } from '@shared/paths';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { HeadCells, PagedTable, PageHeading, tdClass } from '../../../components/ui/paged-table';
import { Spinner } from '../../../components/ui/spinner';
import { downloadSubscribersCsv, useSubscribers } from '../../../features/admin/api/get-subscribers';
import { LocalDate } from '../../../features/admin/components/local-date';
import { Email } from '../../../features/admin/components/person';
import { ADMIN_PAGE_SIZE, adminListParams } from '../../../features/admin/list-params';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';

function DownloadCsvButton() {
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [downloading, setDownloading] = useState(false);
  const hydrated = useHydrated();
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSubscribersCsv(authStore.getToken);
    } catch (error) {
      // Spec §8: a refused API call signs the reader out.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        authStore.handleUnauthorized();
        navigate(`${paths.login}?from=${encodeURIComponent(location.pathname + location.search)}`);
      }
      toast.error(error instanceof Error ? error.message : 'The list could not be downloaded.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={!hydrated || downloading}
      className="inline-flex items-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
    >
      {downloading ? <Spinner size={16} className="border-white border-t-transparent" /> : null}
      Download CSV
    </button>
  );
}

/** The newsletter's subscribers, and the whole list as CSV for the mailing tool. */
export function Component() {
  const [searchParams] = useSearchParams();
  const { page } = adminListParams(searchParams);
  const subscribers = useSubscribers({ page, limit: ADMIN_PAGE_SIZE });
  const { data } = subscribers;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title="Subscribers" total={data?.total} />
        <DownloadCsvButton />
      </div>
      <p className="mt-2 text-stone-600">Readers who signed up for the newsletter, newest first.</p>
      <div className="mt-6">
        <PagedTable
          query={subscribers}
          what="the subscribers"
          empty={
            <EmptyState title="No subscribers yet">
              <p>Readers sign up with the newsletter form at the bottom of the home page.</p>
            </EmptyState>
          }
          caption="Newsletter subscribers, newest first."
          head={<HeadCells columns={['Sl', 'E-mail', 'Subscribed']} />}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          pagesLabel="Subscriber pages"
          row={(subscriber, index) => (
            <tr key={subscriber._id} className="align-middle">
              <td className={`${tdClass} text-stone-500`}>{(page - 1) * ADMIN_PAGE_SIZE + index + 1}</td>
              <td className={`${tdClass} text-stone-900`}>
                <Email address={subscriber.email} />
              </td>
              <td className={tdClass}>
                <LocalDate iso={subscriber.date} withTime />
              </td>
            </tr>
          )}
        />
      </div>
    </div>
  );
}
