import { useParams } from 'react-router';
import { usePayment } from '../../features/payments/api/get-payment';
import { PaymentConfirmation } from '../../features/payments/components/payment-confirmation';

/** After a payment: what was bought, until when, and its transaction id (the loader read it first). */
export function Component() {
  const { id = '' } = useParams();
  const { data: payment } = usePayment(id);
  return payment ? <PaymentConfirmation payment={payment} /> : null;
}
