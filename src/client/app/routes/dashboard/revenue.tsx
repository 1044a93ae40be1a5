import { RevenueScreen } from '../../../features/revenue/components/revenue-screen';

/** Revenue: who pays now, subscriptions month by month, and retention by monthly cohort. */
export function Component() {
  return <RevenueScreen />;
}
