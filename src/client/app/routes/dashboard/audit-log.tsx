import { MODERATION_TEXTS } from '@shared/messages';
import { auditLogList } from '../../../features/admin/api/admin-lists';
import { AdminList } from '../../../features/admin/components/admin-list';
import { auditRow } from '../../../features/admin/components/list-rows';

/** Every admin action is recorded (docs/product.md#dashboard); here editors see who did what to what, and when. */
export function Component() {
  return <AdminList list={auditLogList} texts={MODERATION_TEXTS.lists.auditLog} row={auditRow} />;
}
