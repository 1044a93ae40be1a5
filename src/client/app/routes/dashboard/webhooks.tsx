import { WebhooksAdmin } from '../../../features/admin/components/webhooks-admin';

/** Admins' webhooks (docs/product.md#webhooks): other services told of published articles and payments. */
export function Component() {
  return <WebhooksAdmin />;
}
