import { LAYOUT_TEXTS } from './layout';

/** The site's own pages and frame on the client: header, footer, plans and checkout, contact. */
export const SITE_TEXTS = {
  layout: LAYOUT_TEXTS,
  /** The header search's suggestions, shown as the reader types. */
  suggestions: {
    list: 'Suggestions',
    articles: 'Articles',
    sections: 'Sections',
    authors: 'Authors',
    count: (n: number) =>
      `${n} ${n === 1 ? 'suggestion' : 'suggestions'}; use the up and down arrows to choose one.`,
    none: 'No suggestions. Press Enter to search every article.',
    failed: 'Suggestions could not be loaded. Press Enter to search every article.',
  },
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
  },
  plans: {
    pageTitle: 'Plans, prices and payment',
    includes: 'What the plan includes',
    /** What each plan gives, so the three cards (all titled "Premium Plan") are told apart. */
    gives: {
      free: 'Every premium article for 30 days, once per account, with no card.',
      premium: 'Every premium article on your account, for 7 days, 30 days or a whole year.',
      family:
        'Everything in Premium, on one account. Family adds no other feature: the access is the same as Premium’s, at a higher price.',
    },
    /** Under a paid plan's price for 30 days: its price for the other two periods. */
    otherPeriods: (week: string, year: string) => `${week} for 7 days · ${year} for 1 year`,
    freeOnce: 'Once per account',
    freeMonthTitle: 'Free now 1 month',
    freeMonthActive: (until: string) => `Your free month is active: premium until ${until}`,
    freeMonthUsed: 'Free month used',
    chooseFirst:
      'That payment link does not match one of our plans. Choose a plan and a period below to pay the right amount.',
    freeMonthTakenOn: (date: string) =>
      `This account took its free month on ${date}. The free month can be used once per account; a paid plan keeps premium open.`,
    period: 'Subscription period',
    choose: 'Choose',
    pricesCaption: 'Subscription prices by plan and period',
    howItWorks: {
      starts: 'Premium starts the moment your payment goes through and unlocks every premium article.',
      noRenewal:
        'Nothing renews unless you ask it to: at checkout you choose one payment, or a renewal each period that you can cancel at any time from My Payment History.',
      freeMonth: 'The free month can be used once per account and needs no card.',
    },
    checkout: {
      title: 'Checkout',
      choose: 'Choose a plan, then a period: 7 days, 30 days or 1 year.',
      summary: 'Check the order summary; the amount is computed by our server from the plan and period.',
      pay: 'Pay by card. Your card is charged once, and Broadsheet never stores card details.',
    },
  },
  payment: {
    title: 'Payment',
    couldNotStart: 'We could not start the payment.',
    /** The toast after a card payment, e.g. "$9.99 payment successfully". */
    paid: (amount: string) => `${amount} payment successfully`,
    plan: 'Plan',
    period: 'Period',
    price: 'Price',
    total: 'Total',
    startsAtOnce: 'Premium starts as soon as the payment goes through.',
    anyExpiry: 'Use any future expiry date and any CVC.',
    cardDetails: 'Card details',
    expiryIncomplete: 'Your card’s expiry date is incomplete.',
    expiryMonth: 'The expiry month must be 01 to 12.',
    expiryPast: 'Your card’s expiry date is in the past.',
    confirmation: {
      title: 'Payment confirmed',
      transactionId: 'Transaction id',
      paidOn: 'Paid on',
      premiumUntil: 'Premium until',
      amount: 'Amount paid',
      history: 'See my payment history',
      read: 'Read premium articles',
    },
  },
  contact: {
    formLabel: 'Contact the editors',
  },
} as const;
