import { MODERATION_TEXTS } from '@shared/messages';
import { contactMessagesList } from '../../../features/admin/api/admin-lists';
import { AdminList } from '../../../features/admin/components/admin-list';
import { messageRow } from '../../../features/admin/components/list-rows';

/** Readers' tips, article submissions and feedback from the contact page (docs/product.md#newsletter-and-contact). */
export function Component() {
  return <AdminList list={contactMessagesList} texts={MODERATION_TEXTS.lists.messages} row={messageRow} />;
}
