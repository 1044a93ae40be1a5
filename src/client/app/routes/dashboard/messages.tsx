import { MessagesAdmin } from '../../../features/admin/components/message-admin';

/**
 * Readers' tips, article submissions and feedback from the contact page (docs/product.md#newsletter-and-contact):
 * editors mark each one handled, and delete it after a confirmation.
 */
export function Component() {
  return <MessagesAdmin />;
}
