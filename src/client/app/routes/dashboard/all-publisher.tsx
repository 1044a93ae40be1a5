import { AddPublisherForm, PublisherList } from '../../../features/admin/components/publisher-admin';

/** Spec §2 "allPublisher": the Add Publisher form, and beside it (below on phones) the publishers so far. */
export function Component() {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <AddPublisherForm />
      <PublisherList />
    </div>
  );
}
