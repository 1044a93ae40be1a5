import { Outlet, useLocation, useNavigation } from 'react-router';
import { DashboardShell } from '../../../components/layout/dashboard-shell';
import { DashboardSpinner } from '../../../components/ui/dashboard-spinner';
import { useAdminStatus } from '../../../features/auth/api/get-admin-status';

/** The dashboard screen a path belongs to: `/dashboard/allArticlesAdmin/modal` → `allArticlesAdmin`. */
const screenOf = (pathname: string) => pathname.split('/')[2] ?? '';

/** The admin dashboard: its own frame with the sidebar (docs/product.md#dashboard), and the screen. */
export function Component() {
  const navigation = useNavigation();
  const location = useLocation();
  useAdminStatus();

  // Moving to another dashboard screen, or out of the dashboard, shows the spinner while the next page
  // loads (a real loading state, not a fixed delay) instead of the screen being left; a new page or filter
  // of the same screen keeps its rows meanwhile, dimmed (PagedTable). The decline dialog
  // (allArticlesAdmin/modal) opens over its list, so both count as one screen.
  const switchingScreen =
    navigation.state === 'loading' &&
    (!navigation.location.pathname.startsWith('/dashboard/') ||
      screenOf(navigation.location.pathname) !== screenOf(location.pathname));

  return <DashboardShell>{switchingScreen ? <DashboardSpinner /> : <Outlet />}</DashboardShell>;
}
