/** The revenue screen of the dashboard: the site's own payments, refunds and test mode apart. */
export const REVENUE_TEXTS = {
  nav: 'Revenue',
  title: 'Revenue',
  intro:
    'Subscriptions and what they bring in, from the payments recorded on this site. Free months and gifts are not revenue; refunded payments are counted apart. Months are in UTC.',
  form: {
    legend: 'Numbers to show',
    mode: 'Payments',
    months: 'Months',
    submit: 'Show',
    live: 'Real payments',
    test: 'Test-mode payments',
  },
  now: {
    title: 'Now',
    active: 'Readers paying now',
    monthly: 'Monthly recurring revenue',
    monthlyNote: 'What the running paid periods bring in a month, a year’s price spread over twelve months.',
  },
  months: {
    title: 'Subscriptions per month',
    caption:
      'Each month: readers paying at its start, first and later paid periods begun, periods that lapsed, churn, and refunds.',
    columns: ['Month', 'Paying at start', 'New', 'Renewed', 'Lapsed', 'Churn', 'Refunds', 'Refunded'],
    filename: 'subscriptions-per-month.csv',
  },
  cohorts: {
    title: 'Retention by monthly cohort',
    caption:
      'Readers by the month of their first paid period, and the share still paying 30 days, 6 months and a year later; a dash until the whole cohort has come that far.',
    columns: ['First paid in', 'Readers', 'After 30 days', 'After 6 months', 'After a year'],
    filename: 'retention-by-cohort.csv',
    empty: 'Nobody has paid in these months yet.',
  },
  notYet: '—',
  what: 'the revenue numbers',
  csv: 'Download CSV',
} as const;
