import { MODERATION_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { paymentsList } from '../../../features/admin/api/admin-lists';
import { AdminList } from '../../../features/admin/components/admin-list';
import { paymentRow } from '../../../features/admin/components/list-rows';
import { CompForm } from '../../../features/admin/components/payment-money';

const TEXTS = MODERATION_TEXTS.lists.payments;

/** Every payment: who paid, the transaction, when, and how much; refunds, and premium given free. */
export function Component() {
  return (
    <AdminList
      list={paymentsList}
      texts={TEXTS}
      emptyLinks={[
        { to: paths.home, label: TEXTS.goHome },
        { to: paths.allArticles, label: TEXTS.allArticles },
      ]}
      above={<CompForm />}
      row={paymentRow}
    />
  );
}
