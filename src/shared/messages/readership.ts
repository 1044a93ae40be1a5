/** The readership screen of the dashboard (docs/decisions/0030-readership.md). */
export const READERSHIP_TEXTS = {
  nav: 'Readership',
  title: 'Readership',
  intro:
    'Views of articles and the readers behind them, counted on this site without cookies. A reader is counted once a day; robots are left out. Days are in UTC.',
  range: {
    legend: 'Days to show',
    from: 'From',
    to: 'To',
    submit: 'Show',
    invalid: 'Choose a start and an end day, the end on or after the start, at most 366 days apart.',
  },
  daily: {
    title: 'Views and visitors per day',
    caption: 'Views and unique visitors of the articles on each day of the range.',
    columns: ['Day', 'Views', 'Visitors'],
    views: 'Views',
    visitors: 'Visitors',
    total: (views: string, visitors: string) =>
      `${views} views in all; ${visitors} visitors, counted day by day.`,
  },
  top: {
    title: 'Most read articles',
    caption: 'The articles read most in the period, with their views and visitors.',
    columns: ['Article', 'Views', 'Visitors'],
    periods: { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days' },
    periodLabel: 'Period',
    empty: 'No article has been read in this period yet.',
  },
  referrers: {
    title: 'Where readers came from',
    caption: 'Views by where the reader came from.',
    columns: ['Came from', 'Views', 'Visitors'],
    names: {
      search: 'Search engines',
      social: 'Social sites',
      newsletter: 'Newsletter',
      direct: 'Direct',
      internal: 'This site',
      other: 'Other sites',
    },
  },
  devices: {
    title: 'Devices',
    caption: 'Views by the kind of device the article was read on.',
    columns: ['Device', 'Views', 'Visitors'],
    names: { phone: 'Phones', tablet: 'Tablets', desktop: 'Computers' },
  },
  empty: 'No views in these days.',
  csv: 'Download CSV',
} as const;
