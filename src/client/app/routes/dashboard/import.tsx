import { ImportAdmin } from '../../../features/admin/components/import-admin';
import { usePublishers } from '../../../features/publishers/api/get-publishers';

/** Admins' imports from Ghost and WordPress (docs/product.md#importing-from-ghost-or-wordpress). */
export function Component() {
  const publishers = usePublishers();
  return <ImportAdmin publishers={(publishers.data ?? []).map((publisher) => publisher.publisherName)} />;
}
