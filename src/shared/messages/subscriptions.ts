import type { MailNotice } from './mail';

/** What readers are told about automatic renewal: at checkout, on the account page, in the API's answers. */
export const SUBSCRIPTION_TEXTS = {
  subjects: {
    subscription: 'Subscription',
    testClock: 'Test-mode clock',
    payment: 'Payment',
    reader: 'Reader',
  },
  api: {
    lapsed: 'This renewal has lapsed: choose a plan to subscribe again.',
    notProduction: 'The test clock exists only in test mode.',
    nothingToRefund: 'Nothing was paid for this one, so there is nothing to refund.',
    alreadyRefunded: 'This payment has already been refunded.',
    notRenewing: 'Only a renewal that is on can be changed: resume it first.',
    otherProvider: 'This payment was made with another card provider than the one configured now.',
  },
  checkout: {
    renewLabel: (amount: string, period: string) =>
      `Renew automatically: charge ${amount} every ${period} until I cancel`,
    renewHint:
      'Off unless you tick it. You can cancel in one click from My Payment History; access then runs to the end of the period you paid for.',
    chargedOnce: 'charged once',
    chargedEvery: (period: string) => `charged now and every ${period} until you cancel`,
    renewsEvery: (period: string) => `Renews every ${period} until you cancel.`,
  },
  receipt: {
    seller: 'Sold by',
    print: 'Print receipt',
    link: 'Receipt',
    note: 'Every payment is listed with its transaction id in your payment history, where an automatic renewal, if you chose one, is cancelled in one click.',
  },
  account: {
    title: 'Automatic renewal',
    renewing: (amount: string, period: string) => `Renews automatically: ${amount} every ${period}.`,
    nextCharge: 'Next charge on',
    cancelled: 'Renewal cancelled. Premium stays until',
    lapsed: 'Your last renewal could not be charged, so it has stopped. Premium ran until',
    refunded: 'Your renewal stopped when one of its payments was refunded, so nothing more will be charged.',
    pastDue: (amount: string) => `Your renewal payment of ${amount} failed.`,
    retryOn: 'We will try your card again on',
    noRetry: 'We will not try your card again.',
    graceUntil: 'Premium continues until',
    cancelledGrace: 'Renewal cancelled: the failed payment will not be tried again. Premium stays until',
    cancel: 'Cancel renewal',
    resume: 'Resume renewal',
    cancelledToast: 'Renewal cancelled. Your premium runs to the end of the period.',
    resumedToast: 'Renewal resumed.',
    failed: 'The change could not be saved. Please try again.',
  },
  change: {
    open: 'Change plan or period',
    plan: 'Plan',
    period: 'Period',
    same: 'This is what your renewal charges now.',
    nextCharge: 'Next charge on',
    instead: (amount: string, now: string) => `${amount} instead of ${now},`,
    more: (difference: string) => `${difference} more.`,
    less: (difference: string) => `${difference} less.`,
    confirm: 'Confirm change',
    keep: 'Keep my plan',
    done: (amount: string, period: string) => `Your renewal now charges ${amount} every ${period}.`,
  },
  periodName: (days: number) => (days === 365 ? 'year' : `${days} days`),
} as const;

/** The mail that confirms a reader's cancel or resume of their automatic renewal. */
export const renewalChangedMail = (
  siteName: string,
  name: string,
  change: { cancelled: boolean; until: string; amount: string; period: string },
  url: string,
): MailNotice =>
  change.cancelled
    ? {
        subject: `Your ${siteName} renewal is cancelled`,
        preview: `Premium stays until ${change.until}; nothing more will be charged.`,
        heading: 'Your renewal is cancelled',
        paragraphs: [
          `Hello ${name},`,
          `You cancelled your automatic renewal. Nothing more will be charged, and you keep premium until ${change.until}.`,
          'Changed your mind? Resume it in one click from your payment history before then.',
        ],
        action: { label: 'See your subscription', url },
      }
    : {
        subject: `Your ${siteName} renewal is back on`,
        preview: `Next charge: ${change.amount} on ${change.until}.`,
        heading: 'Your renewal is back on',
        paragraphs: [
          `Hello ${name},`,
          `Your premium renews automatically again: ${change.amount} every ${change.period}, next on ${change.until}.`,
          'You can cancel in one click from your payment history at any time.',
        ],
        action: { label: 'See your subscription', url },
      };

/** The mail that tells a reader their renewal's payment failed: when it is tried again, and until when premium lasts. */
export const renewalFailedMail = (
  siteName: string,
  name: string,
  failure: { amount: string; period: string; retryOn: string | null; graceUntil: string },
  url: string,
): MailNotice => ({
  subject: `Your ${siteName} renewal payment failed`,
  preview: failure.retryOn
    ? `We will try again on ${failure.retryOn}; premium continues until ${failure.graceUntil}.`
    : `That was the last try; premium ends on ${failure.graceUntil}.`,
  heading: 'Your renewal payment failed',
  paragraphs: [
    `Hello ${name},`,
    `We could not charge your card ${failure.amount} for another ${failure.period} of premium.`,
    failure.retryOn
      ? `We will try again on ${failure.retryOn}, so please make sure your card can be charged. Meanwhile you keep premium until ${failure.graceUntil}.`
      : `That was our last try. You keep premium until ${failure.graceUntil}; after that, choose a plan to subscribe again.`,
    'You can cancel the renewal in one click from your payment history; nothing more will then be tried.',
  ],
  action: { label: 'See your subscription', url },
});

/**
 * The mail that tells a reader an admin refunded their payment, and, when it belonged to an automatic
 * renewal, that the renewal stopped with it.
 */
export const refundMail = (
  siteName: string,
  name: string,
  refund: { amount: string; period: string; renewalStopped: boolean },
  url: string,
): MailNotice => ({
  subject: `Your ${siteName} payment has been refunded`,
  preview: refund.renewalStopped
    ? `${refund.amount} is on its way back to your card, and your renewal has stopped.`
    : `${refund.amount} is on its way back to your card.`,
  heading: 'Your payment has been refunded',
  paragraphs: [
    `Hello ${name},`,
    `We refunded your payment of ${refund.amount} for ${refund.period} of premium in full. Your card provider may take a few days to show it.`,
    'Any premium it paid for that you had not used yet has ended.',
    ...(refund.renewalStopped
      ? ['Your automatic renewal has stopped with it, so nothing more will be charged.']
      : []),
  ],
  action: { label: 'See your payment history', url },
});
