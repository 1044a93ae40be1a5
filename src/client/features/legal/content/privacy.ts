import { ACCESS_TOKEN_KEY } from '@shared/constants';
import type { ProseDocument } from './types';

const PRIVACY_EMAIL = 'privacy@broadsheet.example';
const WRITE_TO_US = `[${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL})`;

export const PRIVACY: ProseDocument = {
  title: 'Privacy Policy',
  updated: { iso: '2026-11-27', label: '27 November 2026' },
  intro:
    'This policy explains what {site} stores about you, why, for how long, and what you can ask us to do with it. The short version: we keep only what we need to run the site, we never store your card number, we do not sell your data, and there are no third-party trackers on {site}.',
  sections: [
    {
      id: 'privacy-who',
      title: 'Who we are',
      body: [
        `{site} is a news website. We are responsible (the “controller”) for the personal data described here. You can reach us about anything in this policy at ${WRITE_TO_US}.`,
      ],
    },
    {
      id: 'privacy-what',
      title: 'What we store and why',
      body: [
        {
          terms: [
            [
              'Your account',
              'Your name, e-mail address and profile photo, your role (reader or editor) and the date your premium access ends. If you register with a password we keep only a salted hash of it, never the password itself. If you sign in with Google, Google tells us your name, e-mail address and photo; we do not receive your Google password. We use these details to sign you in, to show your name and photo next to your articles and in your profile menu, and to decide what you may read.',
            ],
            [
              'Articles you write',
              'The title, image, publisher, tags and text of each article you submit, together with its status (pending, approved or declined), the reason an editor gave for declining it, and its view count. Approved articles are public and show your name, photo and bio as the author. Your e-mail address is shown with them only if you choose so on your [profile page](updateProfile) (it is off unless you turn it on); our editors always see it, to reach you about your articles.',
            ],
            [
              'Payments',
              'Card payments are handled by our card payment provider. Your card details go straight from your browser to the provider; we never see or store card numbers, expiry dates or security codes. We keep a record of each successful payment: your name and e-mail address, the plan, the number of days, the amount, the provider’s transaction reference and the period it paid for. You can see these records under My Payment History.',
            ],
            [
              'The newsletter',
              'If you subscribe, we store the e-mail address you gave us and a random token that identifies your subscription. Every newsletter e-mail carries an unsubscribe link; using it deletes your address from the list straight away.',
            ],
            [
              'Messages to the newsroom',
              'When you use the [contact form](contact), we store your name, e-mail address, the topic and your message so that our editors can read it and reply. If you were signed in, the message is linked to your account.',
            ],
            [
              'Security and reading statistics',
              'For each signed-in session we record when it started and expires, your IP address and your browser’s user agent, so that we can spot and stop misuse of your account. To count repeated views of an article by the same reader only once, we keep a pseudonymous viewer key for a short time; it is not used to build a profile of what you read.',
            ],
          ],
        },
      ],
    },
    {
      id: 'privacy-cookies',
      title: 'Cookies and local storage',
      body: [
        '{site} uses exactly two pieces of browser storage, both needed to keep you signed in:',
        [
          '**A session cookie**, set when you sign in and removed when you sign out or the session expires.',
          `**An access token** in your browser’s local storage (\`${ACCESS_TOKEN_KEY}\`), sent with each request so the site knows who you are. Tokens are short-lived, and signing out revokes yours.`,
        ],
        'We do not use advertising or analytics cookies, and we do not load third-party trackers, tracking pixels or social-media widgets. Because these two items are strictly necessary for a service you asked for, we do not show a cookie banner.',
      ],
    },
    {
      id: 'privacy-sharing',
      title: 'Who we share it with',
      body: [
        'We do not sell or rent personal data, and we do not use it for advertising. We share it only with:',
        [
          'our card payment provider, to take payments you make;',
          'our e-mail delivery service, to send the newsletter and account e-mails such as password resets;',
          'our hosting provider, which runs the servers and database on our behalf;',
          'Google, only if you choose to sign in with Google;',
          'authorities, where the law requires us to.',
        ],
        'Each of these service providers may use the data only to provide their service to us. Some images on the site, such as a profile photo given as a web address, are loaded from the address their owner supplied; that server receives an ordinary web request from your browser.',
      ],
    },
    {
      id: 'privacy-retention',
      title: 'How long we keep it',
      body: [
        [
          'Account details and your articles: for as long as you have an account.',
          'When you delete your account on your [profile page](updateProfile): your profile, sessions, passkeys, comments, saved articles, newsletter subscription and reading history are deleted at once, and your published articles are removed or kept under the byline “Former contributor”, as you choose.',
          'Payment records: for as long as tax and accounting law requires us to keep them, after which they are deleted.',
          'Newsletter address: until you unsubscribe, when it is deleted immediately.',
          'Contact messages: up to two years, then deleted, unless they became part of a published story.',
          'Sessions: until you sign out or they expire. Viewer keys: a few hours.',
        ],
      ],
    },
    {
      id: 'privacy-rights',
      title: 'Your rights',
      body: [
        'Wherever you live, you can ask us to:',
        [
          'give you a copy of the personal data we hold about you — you can download it yourself, as one JSON file, on your [profile page](updateProfile);',
          'correct it — you can change your name and photo, and whether your e-mail address is shown with your articles, yourself on the [profile page](updateProfile);',
          'delete it, or your whole account — you can delete your account yourself at the end of your [profile page](updateProfile);',
          'restrict or object to a particular use of it;',
          'send it to you in a machine-readable format.',
        ],
        `Write to ${WRITE_TO_US} from the address on your account. We answer within 30 days and do not charge for it. If you are unhappy with our answer, you may complain to the data protection authority where you live.`,
      ],
    },
    {
      id: 'privacy-security',
      title: 'Security',
      body: [
        'The site is served only over HTTPS. Passwords are stored as salted hashes, access tokens are short-lived and revocable, sign-in attempts are rate limited, and only editors can see the list of accounts. No system is perfectly secure; if we learn of a breach that affects you, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'privacy-children',
      title: 'Children',
      body: [
        '{site} is not meant for children under 16, and we do not knowingly create accounts for them. If you believe a child has given us personal data, contact us and we will delete it.',
      ],
    },
    {
      id: 'privacy-changes',
      title: 'Changes to this policy',
      body: [
        'When we change this policy we update the date at the top of this page. If a change affects how we use data we already hold, we will tell account holders by e-mail before it takes effect.',
      ],
    },
    {
      id: 'privacy-contact',
      title: 'Contact',
      body: [
        `Questions about privacy go to ${WRITE_TO_US}. For anything else, use our [contact page](contact).`,
      ],
    },
  ],
};
