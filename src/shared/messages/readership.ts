const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

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
  compare: {
    lead: (days: number, from: string, to: string) =>
      `Compared with the previous ${days === 1 ? 'day' : `${days} days`} (${from === to ? from : `${from} to ${to}`}):`,
    views: 'views',
    visitors: 'visitors',
    /** One number's change: "views up 12% (from 1,100)". */
    change: (what: string, now: number, before: number) => {
      const count = before.toLocaleString('en-US');
      if (before === 0)
        return now === 0 ? `${what} none, as before` : `${what} ${now.toLocaleString('en-US')}, none before`;
      if (now === before) return `${what} unchanged (${count})`;
      const percent = Math.round((Math.abs(now - before) / before) * 100);
      return `${what} ${now > before ? 'up' : 'down'} ${percent}% (from ${count})`;
    },
  },
  mine: {
    title: 'Your readers',
    intro:
      'Views of your articles and the readers behind them, counted on this site without cookies. A reader is counted once a day. Days are in UTC.',
    total: (views: number, visitors: number) =>
      `${plural(views, 'view')} of your articles; ${plural(visitors, 'visitor')}, counted day by day.`,
    chartTitle: 'Views per article',
    caption: 'Your articles read in the range, most read first, with their views and visitors.',
    columns: ['Article', 'Views', 'Visitors'],
    empty: 'None of your articles was read in these days.',
    what: 'your readership numbers',
  },
  empty: 'No views in these days.',
  csv: 'Download CSV',
} as const;

/** What the readership API answers besides its numbers. */
export const READERSHIP_API_TEXTS = {
  onlyOwnNumbers: 'You can only see the numbers of your own articles.',
} as const;
