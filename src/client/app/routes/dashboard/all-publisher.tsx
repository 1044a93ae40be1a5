import { AddPublisherForm, PublisherList } from '../../../features/admin/components/publisher-admin';
import { usePublishers } from '../../../features/publishers/api/get-publishers';

/** The Add Publisher page (docs/product.md#dashboard): the form, and beside it (below on phones) the publishers so far. */
export function Component() {
  const publishers = usePublishers();
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <AddPublisherForm />
      <PublisherList publishers={publishers} />
    </div>
  );
}
