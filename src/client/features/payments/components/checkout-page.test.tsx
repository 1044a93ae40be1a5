// @vitest-environment happy-dom
import type { Me } from '@shared/schemas/auth';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, errorReply, type FakeReply, fakeApi } from '../../../testing/fake-api';
import { renderApp, testReader } from '../../../testing/render-app';
import { type Checkout, parseCheckout } from '../checkout';
import { CheckoutPage } from './checkout-page';

const READER = testReader();
const ME: Me = {
  _id: READER.id,
  name: READER.name,
  email: READER.email,
  photo: '',
  role: 'user',
  premiumUntil: '2031-01-01T00:00:00.000Z',
  premium: true,
  bio: '',
  showEmail: false,
  twoFactor: false,
};

const INTENT: FakeReply = {
  body: { clientSecret: 'cs_test_1', intentId: 'pi_test_1', amount: 49871, provider: 'test' },
};

/** A year of the Family plan: $40.99 per 30 days, so 40.99 × 365 / 30 = $498.71. */
const checkoutOf = (price: string, plan: string, days: string): Checkout => {
  const checkout = parseCheckout(price, plan, days);
  if (!checkout) throw new Error(`no order ${price} ${plan} ${days}`);
  return checkout;
};

function Confirmation() {
  return <h1>Confirmation of {useParams().id}</h1>;
}

/** The page as src/client/app/routes/payment.tsx shows it, and the confirmation it goes on to. */
function renderCheckout(
  server: ReturnType<typeof fakeApi>,
  checkout = checkoutOf('498.71', 'family', '365'),
) {
  return renderApp(
    [
      { path: '/payment/:totalPrice', element: <CheckoutPage checkout={checkout} /> },
      { path: '/payment/confirmation/:id', element: <Confirmation /> },
    ],
    { api: server.api, viewer: READER, path: `/payment/${checkout.cents / 100}` },
  );
}

const payButton = () => screen.getByRole('button', { name: /^Pay \$/ }) as HTMLButtonElement;
const cardForm = () => screen.getByRole('form', { name: 'Card details' });

/** Types a card in; the name is the reader's already. */
async function enterCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { number?: string; expiry?: string; cvc?: string } = {},
) {
  const form = within(cardForm());
  await user.type(form.getByLabelText('Card number'), card.number ?? '4242424242424242');
  await user.type(form.getByLabelText('Expiry (MM/YY)'), card.expiry ?? '1299');
  await user.type(form.getByLabelText('CVC'), card.cvc ?? '123');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CheckoutPage', () => {
  it('shows the amount of the plan and period, and asks the server for exactly that payment', async () => {
    const server = fakeApi({ 'POST /create-payment-intent': () => INTENT });
    renderCheckout(server);
    expect(screen.getByText('Family for 1 year: $498.71, charged once.')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$498.71');
    expect(within(summary).getByText('$40.99 / 30 days')).toBeTruthy();
    expect(payButton().textContent).toBe('Pay $498.71');
    await screen.findByRole('textbox', { name: 'Card number' });
    expect(server.sentTo('POST /create-payment-intent').map((request) => request.body)).toEqual([
      { plan: 'family', days: 365, price: 498.71, renew: false },
    ]);
  });

  it('renews only when the reader ticks it, saying the amount and period, and asks for a renewing payment', async () => {
    const server = fakeApi({ 'POST /create-payment-intent': () => INTENT });
    const user = userEvent.setup();
    renderCheckout(server);
    const renew = screen.getByRole('checkbox', {
      name: 'Renew automatically: charge $498.71 every year until I cancel',
    }) as HTMLInputElement;
    expect(renew.checked).toBe(false);
    await screen.findByRole('textbox', { name: 'Card number' });
    await user.click(renew);
    expect(
      screen.getByText('Family for 1 year: $498.71, charged now and every year until you cancel.'),
    ).toBeTruthy();
    await vi.waitFor(() => expect(server.sentTo('POST /create-payment-intent')).toHaveLength(2));
    expect(server.sentTo('POST /create-payment-intent').at(-1)?.body).toEqual({
      plan: 'family',
      days: 365,
      price: 498.71,
      renew: true,
    });
  });

  it.each([
    ['premium', '7', '7.00', '$7.00'],
    ['premium', '30', '29.99', '$29.99'],
  ])('charges %s for %s days %s', (plan, days, price, shown) => {
    const server = fakeApi({ 'POST /create-payment-intent': () => INTENT });
    renderCheckout(server, checkoutOf(price, plan, days));
    expect(payButton().textContent).toBe(`Pay ${shown}`);
  });

  it('keeps Pay disabled until the payment is ready and every card field is valid', async () => {
    const intent = deferred<FakeReply>();
    const server = fakeApi({ 'POST /create-payment-intent': () => intent.promise });
    const user = userEvent.setup();
    renderCheckout(server);
    expect(screen.getByRole('status').textContent).toContain('Preparing a secure payment…');
    await enterCard(user);
    // Every field is fine, but there is no payment to confirm yet.
    expect(payButton().disabled).toBe(true);
    intent.resolve(INTENT);
    await vi.waitFor(() => expect(payButton().disabled).toBe(false));

    const form = within(cardForm());
    const cvc = form.getByLabelText('CVC');
    await user.clear(cvc);
    await user.type(cvc, '12');
    expect(payButton().disabled).toBe(true);
    await user.type(cvc, '3');
    expect(payButton().disabled).toBe(false);

    const name = form.getByLabelText('Cardholder name');
    expect(name).toHaveProperty('value', 'Ada Reader');
    await user.clear(name);
    expect(payButton().disabled).toBe(true);
    await user.type(name, 'A. Reader');
    expect(payButton().disabled).toBe(false);
  });

  it('formats the card as it is typed and refuses an expiry date in the past', async () => {
    const server = fakeApi({ 'POST /create-payment-intent': () => INTENT });
    const user = userEvent.setup();
    renderCheckout(server);
    await enterCard(user, { expiry: '0120' });
    const form = within(cardForm());
    expect(form.getByLabelText('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    expect(form.getByLabelText('Expiry (MM/YY)')).toHaveProperty('value', '01/20');
    expect(await form.findByText('Your card’s expiry date is in the past.')).toBeTruthy();
    expect(form.getByLabelText('Expiry (MM/YY)').getAttribute('aria-invalid')).toBe('true');
    expect(payButton().disabled).toBe(true);
  });

  it('shows a declined card’s message, charges nothing, and lets the reader try another card', async () => {
    const server = fakeApi({
      'POST /create-payment-intent': () => INTENT,
      'POST /test-payments/confirm': () => errorReply(402, 'CARD_DECLINED', 'Your card was declined.'),
    });
    const user = userEvent.setup();
    renderCheckout(server);
    await enterCard(user, { number: '4000000000000002' });
    await vi.waitFor(() => expect(payButton().disabled).toBe(false));
    await user.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(server.sentTo('POST /test-payments/confirm')[0]?.body).toEqual({
      clientSecret: 'cs_test_1',
      card: { number: '4000000000000002', expMonth: 12, expYear: 2099, cvc: '123' },
      billing: { name: 'Ada Reader', email: 'ada@example.test' },
    });
    expect(server.sentTo('POST /payment')).toEqual([]);
    expect(payButton().disabled).toBe(false);

    // The message is about that card: it goes once the card changes.
    await user.type(within(cardForm()).getByLabelText('CVC'), '4');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('while the card is being confirmed, Pay says it is busy and the card cannot change', async () => {
    const confirmed = deferred<FakeReply>();
    const server = fakeApi({
      'POST /create-payment-intent': () => INTENT,
      'POST /test-payments/confirm': () => confirmed.promise,
    });
    const user = userEvent.setup();
    renderCheckout(server);
    await enterCard(user);
    await vi.waitFor(() => expect(payButton().disabled).toBe(false));
    await user.click(payButton());
    await vi.waitFor(() => expect(payButton().getAttribute('aria-busy')).toBe('true'));
    expect(payButton().disabled).toBe(true);
    expect(payButton().textContent).toBe('Pay $498.71 — processing');
    // The card's fields sit in one fieldset, disabled as a whole (happy-dom does not pass that on to :disabled).
    expect(within(cardForm()).getByRole('group')).toHaveProperty('disabled', true);
    await user.click(payButton());
    confirmed.resolve(errorReply(402, 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card has insufficient funds.');
    expect(payButton().getAttribute('aria-busy')).toBe('false');
    // The second press, while busy, sent nothing: the card was tried once.
    expect(server.sentTo('POST /test-payments/confirm')).toHaveLength(1);
  });

  it('records a card that goes through and opens the confirmation in place of the form', async () => {
    const server = fakeApi({
      'POST /create-payment-intent': () => INTENT,
      'POST /test-payments/confirm': () => ({ body: { status: 'succeeded', id: 'pi_test_1' } }),
      'POST /payment': () => ({ status: 201, body: { insertedId: 'pay-1', premiumUntil: ME.premiumUntil } }),
      'GET /me': () => ({ body: ME }),
    });
    const user = userEvent.setup();
    const { router, auth } = renderCheckout(server);
    await enterCard(user);
    await vi.waitFor(() => expect(payButton().disabled).toBe(false));
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Confirmation of pay-1' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment/confirmation/pay-1');
    // Replaced, not pushed: Back does not reopen a form to pay again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(server.sentTo('POST /payment')[0]?.body).toMatchObject({
      transactionId: 'pi_test_1',
      plan: 'family',
      days: 365,
      totalPrice: 498.71,
      name: 'Ada Reader',
      email: 'ada@example.test',
    });
    // The reader is read again: premium now.
    expect(server.sentTo('GET /me')).toHaveLength(1);
    expect(auth.getState().user?.premiumUntil).toBe(ME.premiumUntil);
  });

  it('after a charge it could not record, Pay records again without charging the card twice', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeApi({
      'POST /create-payment-intent': () => INTENT,
      'POST /test-payments/confirm': () => ({ body: { status: 'succeeded', id: 'pi_test_1' } }),
      'POST /payment': () => errorReply(503, 'SERVICE_UNAVAILABLE', 'Busy'),
      'GET /me': () => ({ body: ME }),
    });
    const user = userEvent.setup();
    renderCheckout(server);
    await enterCard(user);
    await vi.waitFor(() => expect(payButton().disabled).toBe(false));
    await user.click(payButton());
    await vi.waitFor(() => expect(payButton().disabled).toBe(false));
    expect(logged).toHaveBeenCalledWith('The payment could not be recorded', expect.anything());

    server.on('POST /payment', () => ({
      status: 200,
      body: { insertedId: 'pay-1', premiumUntil: ME.premiumUntil },
    }));
    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Confirmation of pay-1' })).toBeTruthy();
    expect(server.sentTo('POST /test-payments/confirm')).toHaveLength(1);
    expect(server.sentTo('POST /payment')).toHaveLength(2);
  });

  it('says when the payment could not be started, and starts it again on request', async () => {
    const server = fakeApi({
      'POST /create-payment-intent': () => errorReply(503, 'SERVICE_UNAVAILABLE', 'Payments are resting.'),
    });
    const user = userEvent.setup();
    renderCheckout(server);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not start the payment.');
    expect(alert.textContent).toContain('Payments are resting.');
    expect(payButton().disabled).toBe(true);

    server.on('POST /create-payment-intent', () => INTENT);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(server.sentTo('POST /create-payment-intent')).toHaveLength(2);
  });
});
