import { PLANS } from '@shared/constants';
import { PUBLISHERS } from '@shared/publishers';
import type { ProseDocument } from './types';

const premiumPlan = PLANS.find((plan) => plan.id === 'premium');
const countryCount = new Set(PUBLISHERS.map((publisher) => publisher.country)).size;

export const ABOUT: ProseDocument = {
  kicker: 'About Us',
  title: 'The news, checked and delivered around the clock',
  intro:
    '{site} is a trusted source of daily news updates. We bring together reporting from respected newspapers around the world and from our own readers, and we put every story in front of an editor before it reaches you.',
  sections: [
    {
      id: 'about-always-on',
      title: 'Open 24 hours a day, 7 days a week',
      body: [
        'News does not keep office hours, and neither do we. Our publishers file stories at every hour of the day and night, and new articles appear on {site} as soon as our editors have approved them. Whether you check in over breakfast or catch up after midnight, the front page reflects what is happening now.',
      ],
    },
    {
      id: 'about-publishers',
      title: 'The publishers we carry',
      body: [
        `{site} carries articles attributed to ${PUBLISHERS.length} publishers from ${countryCount} countries, so you can read the same day from several perspectives:`,
        { show: 'publishers' },
        'Every article names its publisher, so you always know where a story comes from. You can browse and filter by publisher and topic on the [All Articles](allArticles) page.',
      ],
    },
    {
      id: 'about-moderation',
      title: 'Written by readers, checked by editors',
      body: [
        'Anyone with an account can write for {site}. A submitted article does not go live straight away: it waits, marked as pending, until one of our editors has read it. Editors check that the piece is accurate, fairly attributed to its publisher, properly tagged and in line with our [Terms of Service](terms).',
        'An editor then approves the article, which publishes it, or declines it with a written reason. Authors see that reason under My Articles, can fix what was wrong and resubmit. Editors may also mark an especially valuable article as premium.',
      ],
    },
    {
      id: 'about-premium',
      title: 'Paid for by our readers',
      body: [
        `Premium subscriptions fund the newsroom. Subscribers get full access to premium articles${premiumPlan ? `, from $${premiumPlan.price.toFixed(2)} per 30 days` : ''}, and every new account can try premium free for one month. Subscriptions never renew on their own: you choose how long to pay for, and nothing is charged again unless you decide to.`,
        'That money pays for the editors who review every article and for keeping the site free of third-party trackers. We do not sell your data, and we never will.',
      ],
    },
    {
      id: 'about-apps',
      title: 'Read anywhere',
      body: [
        '{site} works in any modern web browser, on a phone, a tablet or a desktop, with nothing to download from an app store. Your account, your articles and your subscription are the same everywhere you sign in.',
        'You can also install it as an app from your browser: Install app in Chrome, or Share and then Add to Home Screen in Safari on an iPhone or iPad. Save an article to read it later and it is kept on your device too, so it opens without a connection.',
      ],
    },
    {
      id: 'about-tips',
      title: 'Have a story for us?',
      boxed: true,
      body: [
        'Our best leads come from readers. If you have witnessed something newsworthy, spotted an error in one of our articles or want to pitch a piece, tell us. An editor reads every message.',
        { show: 'tips' },
      ],
    },
  ],
};
