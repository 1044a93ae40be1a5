import { TAGS } from './constants';

/** The home page's questions and answers: a module of their own, out of the script every page loads. */
export const FAQ = [
  {
    question: 'How often is the news updated?',
    answer:
      'Broadsheet is a 24/7 news site: our publishers file stories around the clock, and new articles appear as soon as our editors approve them.',
  },
  {
    question: 'What categories of news do you cover?',
    answer: `We cover seven topics, and every article is tagged with at least one of them: ${TAGS.slice(0, -1).join(', ')} and ${TAGS.at(-1)}. You can filter by topic on the All Articles page.`,
  },
  {
    question: 'How can I get the news delivered to me?',
    answer:
      'Sign up for our newsletter at the bottom of any page: we send you an e-mail with a link to confirm your address, and every newsletter after that carries a link to unsubscribe whenever you like; registered readers can also switch it on or off in their profile. New stories also appear on the home page and under All Articles as soon as our editors approve them.',
  },
  {
    question: 'Can I send a news tip or submit an article?',
    answer:
      'Yes. Send reader tips and article submissions through our Contact Us page, or register and write an article yourself; our editors review every submission.',
  },
  {
    question: 'Do you have a mobile app?',
    answer:
      'Broadsheet installs from your browser, with nothing to download from a store: on Android, choose Install app in Chrome (or in our footer); on an iPhone or iPad, tap Share in Safari, then Add to Home Screen. The installed app opens like any other, keeps the pages you have read for when you have no connection, lets you save articles to read later (they are kept on your device, so they open offline too) and uses the same account and subscription as the website.',
  },
] as const;
