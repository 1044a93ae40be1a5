import { GIFT_LINK_DAYS, GIFT_LINKS_PER_MONTH } from '../gift-links';

const gifts = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'gift' : 'gifts'}`;

/**
 * Gift links: giving one on an article and the list on the profile (docs/product.md#gift-links); what an
 * opened link says is in gift-notice.ts, which the article page carries for everyone.
 */
export const GIFT_TEXTS = {
  api: {
    link: 'Gift link',
    subscribersOnly: 'Only subscribers can give articles.',
    notPremium: 'This article is free to read: share its address instead.',
    limitReached: `You have given ${GIFT_LINKS_PER_MONTH} articles this month, the most a month allows.`,
  },
  give: {
    button: 'Give this article',
    busy: 'Making a gift link…',
    label: 'Gift link',
    copy: 'Copy gift link',
    copied: 'Copied. Anyone with this link can read the article.',
    copyFailed: 'The link could not be copied: select it and copy it yourself.',
    note: (remaining: number) =>
      `The link opens the whole article for anyone for ${GIFT_LINK_DAYS} days. You have ${gifts(remaining)} left this month.`,
    failed: 'The gift link could not be made. Please try again.',
  },
  profile: {
    title: 'Gift links',
    intro: (remaining: number) =>
      `Articles you gave, the newest first. You have ${gifts(remaining)} left this month.`,
    resets: 'Your allowance starts again on',
    empty: 'You have not given any articles yet. Press “Give this article” on a premium article.',
    what: 'your gift links',
    loading: 'Loading your gift links',
    listLabel: 'Your gift links',
    opens: (n: number) => `Opened ${n.toLocaleString('en-US')} ${n === 1 ? 'time' : 'times'}`,
    expires: 'Open until',
    expired: 'Expired on',
    withdrawn: 'Withdrawn',
    withdraw: 'Withdraw',
    withdrawLabel: (title: string) => `Withdraw the gift link to “${title}”`,
    withdrawnNote: (title: string) => `The gift link to “${title}” is withdrawn.`,
    withdrawFailed: 'The gift link could not be withdrawn. Please try again.',
  },
} as const;
