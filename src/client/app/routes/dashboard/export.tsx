import { ExportAdmin } from '../../../features/admin/components/export-admin';

/** Admins' exports (docs/product.md#exporting-the-site): the site's archive and the members CSV. */
export function Component() {
  return <ExportAdmin />;
}
