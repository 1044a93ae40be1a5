import type { MailNotice } from './mail';

/** What readers are told about automatic renewal: at checkout, on the account page, in the API's answers. */
export const SUBSCRIPTION_TEXTS = {
  subjects: { subscription: 'Subscription', testClock: 'Test-mode clock' },
  api: {
    lapsed: 'This renewal has lapsed: choose a plan to subscribe again.',
    notProduction: 'The test clock exists only in test mode.',
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
    cancel: 'Cancel renewal',
    resume: 'Resume renewal',
    cancelledToast: 'Renewal cancelled. Your premium runs to the end of the period.',
    resumedToast: 'Renewal resumed.',
    failed: 'The change could not be saved. Please try again.',
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
