const NEWSROOM_EMAIL = 'newsroom@broadsheet.example';
const CORRECTIONS_EMAIL = 'corrections@broadsheet.example';

/** The contact page's texts (RichText marks, lib/rich-text.tsx). */
export const CONTACT = {
  title: 'Contact',
  intro:
    'Send us reader tips and article submissions, point out a mistake, or tell us what you think of {site}. Our editors read every message, and we reply when we need to know more.',
  formTitle: 'Write to the editors',
  formIntro:
    'Choose “News tip” for something we should look into, or “Article submission” to pitch a piece. If you already have an account, you can also [write an article yourself](addArticles) and send it straight to moderation.',
  newsroomTitle: 'The newsroom',
  newsroom: [
    ['E-mail', `[${NEWSROOM_EMAIL}](mailto:${NEWSROOM_EMAIL})`],
    ['Corrections', `[${CORRECTIONS_EMAIL}](mailto:${CORRECTIONS_EMAIL})`],
    ['Phone', '[+1 (555) 014-2370](tel:+15550142370)'],
    ['Hours', 'The news desk is staffed 24 hours a day, 7 days a week.'],
  ],
  privacyNote:
    'Anything you send is handled as described in our [Privacy Policy](privacy). If you need to stay anonymous, say so in your message and do not include details that identify you.',
} as const;
