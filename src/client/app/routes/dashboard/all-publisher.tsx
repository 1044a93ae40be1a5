import { AddPublisherForm, PublisherList } from '../../../features/admin/components/publisher-admin';

/** The Add Publisher page (docs/product.md#dashboard): the form, and beside it (below on phones) the publishers so far. */
export function Component() {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <AddPublisherForm />
      <PublisherList />
    </div>
  );
}
