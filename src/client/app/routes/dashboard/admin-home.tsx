import { MODERATION_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { QueryState } from '../../../components/ui/query-state';
import { useOverview } from '../../../features/admin/api/get-overview';
import {
  count,
  dollars,
  PublisherChart,
  RecentArticles,
  StatCard,
} from '../../../features/admin/components/admin-overview';
import { MeterSettingsForm } from '../../../features/admin/components/meter-settings';

/** The dashboard's first screen: the numbers at a glance, articles per publisher, and the newest articles. */
export function Component() {
  const overview = useOverview();
  const { data } = overview;
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        {MODERATION_TEXTS.overview.title}
      </h1>
      {!data ? (
        <div className="mt-6">
          <QueryState error={overview.error} what="the overview" onRetry={() => void overview.refetch()} />
        </div>
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <StatCard
              label="Pending articles"
              value={count(data.pendingArticles)}
              to={`${paths.dashboardArticles}?status=pending`}
            />
            <StatCard label="Users" value={count(data.users)} to={paths.dashboardUsers} />
            <StatCard
              label="Premium subscribers"
              value={count(data.premiumSubscribers)}
              to={paths.dashboardPayments}
            />
            <StatCard
              label="Revenue"
              value={dollars.format(data.revenueCents / 100)}
              to={paths.dashboardPayments}
            />
          </dl>
          <div className="mt-10">
            <PublisherChart overview={data} />
          </div>
        </>
      )}
      <RecentArticles />
      <MeterSettingsForm />
    </div>
  );
}
