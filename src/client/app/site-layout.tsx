import { MainLayout } from '../components/layout/main-layout';
import { useAdminStatus } from '../features/auth/api/get-admin-status';
import { NewsletterSection } from '../features/newsletter/components/newsletter-section';

/** The reading site's layout: the frame from components/layout, with the newsletter and the admin check. */
export function SiteLayout() {
  useAdminStatus();
  return <MainLayout beforeFooter={<NewsletterSection />} />;
}
