import { PLANS } from '@shared/constants';
import { PERIOD_DAYS, PLAN_PRICE_DAYS } from '@shared/plans';
import type { ProseDocument } from './types';

const LEGAL_EMAIL = 'legal@broadsheet.example';
const freePlan = PLANS.find((plan) => plan.price === 0);
const PERIOD_DAYS_TEXT = `${PERIOD_DAYS.slice(0, -1).join(', ')} or ${PERIOD_DAYS.at(-1)}`;

export const TERMS: ProseDocument = {
  title: 'Terms of Service',
  updated: { iso: '2026-11-22', label: '22 November 2026' },
  intro:
    'These terms are the agreement between you and {site} when you read, write for or subscribe to {site} on the web. Please read them; by using the service you accept them. How we handle your personal data is explained separately in our [Privacy Policy](privacy).',
  sections: [
    {
      id: 'terms-accounts',
      title: '1. Your account',
      body: [
        'You can read free articles without an account. To write articles or subscribe you need one, and you must be at least 16 years old to open it. Give us your real name and an e-mail address you can read, keep your password to yourself, and tell us at once if you think someone else has used your account. You are responsible for what happens under your account. An account is for one person; do not share it or sell it.',
      ],
    },
    {
      id: 'terms-articles',
      title: '2. Articles you submit',
      body: [
        'Any signed-in reader can submit an article. When you do, you confirm that you wrote it or have the right to publish it, that it is accurate to the best of your knowledge, that it is attributed to the correct publisher, and that any image you add is yours to use.',
        'You keep the copyright in what you write. You give {site} a worldwide, non-exclusive, royalty-free licence to publish, display, format and distribute the article on the website, in our newsletter and feeds, and to offer it to premium subscribers. The licence ends when the article is removed, except for copies already sent out, such as newsletters.',
        '**Moderation.** Every submission starts as pending and is not public until an editor approves it. Editors may approve an article, decline it with a written reason that you can see under My Articles, or mark it as premium. You may edit a declined article and submit it again. We may remove or unpublish any article, at any time, if it breaks these terms or the law. We publish articles as plain text, exactly as you wrote them; we do not rewrite your words without telling you.',
      ],
    },
    {
      id: 'terms-premium',
      title: '3. Premium subscriptions',
      body: [
        `A premium subscription gives you the full text of premium articles for the period you pay for. Each plan’s price covers ${PLAN_PRICE_DAYS} days; you choose a period of ${PERIOD_DAYS_TEXT} days, and you pay the plan’s daily rate for that many days, rounded to the cent:`,
        { show: 'prices' },
        [
          '**No automatic renewal.** Each payment is a single charge for a fixed period. When it ends, your access simply returns to the free articles; we never charge your card again unless you buy another period yourself.',
          '**Extending.** If you buy while you are still subscribed, the new period is added to the end of your current one, so you never lose days you paid for.',
          ...(freePlan
            ? [
                `**The free month.** The ${freePlan.name} plan gives ${PLAN_PRICE_DAYS} days of premium access without a card. It can be used once per account; opening further accounts to repeat it breaks these terms.`,
              ]
            : []),
          '**When access starts.** Premium access begins as soon as our card payment provider confirms the payment. Prices are in US dollars and are worked out by our servers; the price shown before you pay is the price you pay.',
          '**Refunds.** If you were charged in error or could not use premium access because of a fault on our side, write to us within 14 days and we will put it right. Nothing in these terms limits the rights consumer law gives you.',
        ],
        'The current plans are listed on the [home page](home).',
      ],
    },
    {
      id: 'terms-use',
      title: '4. Acceptable use',
      body: [
        'When you use {site}, you agree not to:',
        [
          'publish anything unlawful, defamatory, hateful, harassing, sexually explicit or violent;',
          'knowingly spread false information, or present opinion or advertising as news;',
          'copy other people’s work without permission, or attribute an article to the wrong publisher;',
          'impersonate another person, or share someone’s private information without consent;',
          'post spam, malware or links whose purpose is to deceive;',
          'scrape the site in bulk, get around the paywall, share premium articles in full outside {site}, or probe, overload or attack our systems;',
          'open several accounts to get around a suspension or to reuse the free month.',
        ],
        'If you break these rules we may remove your content and suspend or close your account. Where it is fair to do so, we will tell you why and give you a chance to respond.',
      ],
    },
    {
      id: 'terms-ours',
      title: '5. Our content',
      body: [
        'The {site} name, logo and design, and the articles supplied by our publishers, belong to us or to them. You may read them, share links to them and quote short passages with attribution. Anything more needs permission.',
      ],
    },
    {
      id: 'terms-liability',
      title: '6. Availability and liability',
      body: [
        'We work hard to keep {site} accurate and available around the clock, but news changes quickly and services fail sometimes. The service is provided “as is”: articles are information, not professional advice, and we do not promise that the site will always be available or free of errors.',
        'To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you for any claim is limited to the amount you paid us in the twelve months before it arose. Nothing here limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence.',
      ],
    },
    {
      id: 'terms-ending',
      title: '7. Ending the agreement',
      body: [
        'You can stop using {site} at any time and ask us to delete your account. We may suspend or close accounts that break these terms. If we close your account without a good reason related to your conduct, we will refund the unused days of any premium period.',
      ],
    },
    {
      id: 'terms-changes',
      title: '8. Changes to these terms',
      body: [
        'We may update these terms as the service changes. We will change the date at the top of this page and, for changes that affect your rights, e-mail account holders at least 30 days before the new terms take effect. A change never alters the price of a period you have already paid for.',
      ],
    },
    {
      id: 'terms-contact',
      title: '9. Contact',
      body: [
        `Questions about these terms go to [${LEGAL_EMAIL}](mailto:${LEGAL_EMAIL}). For news tips and everything else, use our [contact page](contact).`,
      ],
    },
  ],
};
