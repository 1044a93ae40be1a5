import { NewsletterDesk } from '../../../features/newsletter-desk/components/newsletter-desk';

/** Newsletter issues: compose, preview, test, send or schedule, and follow their delivery. */
export function Component() {
  return <NewsletterDesk />;
}
