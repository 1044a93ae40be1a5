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

  // Moving to another dashboard screen shows the spinner while its data loads (a real
  // loading state, not a fixed delay); a new page or filter of the same screen keeps its rows meanwhile.
  // The decline dialog (allArticlesAdmin/modal) opens over its list, so both count as one screen.
  const switchingScreen =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/dashboard/') &&
    screenOf(navigation.location.pathname) !== screenOf(location.pathname);

  return <DashboardShell>{switchingScreen ? <DashboardSpinner /> : <Outlet />}</DashboardShell>;
}
