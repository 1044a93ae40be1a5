import { ApiKeysAdmin } from '../../../features/admin/components/api-keys-admin';

/** Admins' API keys (docs/product.md#api-keys): content keys for apps, scoped admin keys for integrations. */
export function Component() {
  return <ApiKeysAdmin />;
}
