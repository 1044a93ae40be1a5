/**
 * The e-mails the site sends, as structured notices: a heading, paragraphs, one button at most, details,
 * a quoted passage. The server's templates lay them out in HTML and plain text alike.
 */
export interface MailNotice {
  subject: string;
  /** The line a mail program shows beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Further places to go, each a link on a line of its own (in plain text: the label, then the address). */
  links?: { label: string; url: string }[];
  action?: { label: string; url: string };
  /** Label and value pairs, shown as a small table (a receipt). */
  details?: [string, string][];
  /** A passage quoted from someone (an editor's reason). */
  quote?: { label: string; text: string };
  /** Paragraphs after the button. */
  after?: string[];
}

const hello = (name: string) => `Hello ${name},`;

export const MAIL_TEXTS = {
  footer: {
    account: (siteName: string) =>
      `You receive this e-mail because of your account at ${siteName}. It was sent by the site itself; replies are not read.`,
    newsletter: (siteName: string) =>
      `You receive this e-mail because you subscribed to the ${siteName} newsletter.`,
    unsubscribe: 'Unsubscribe',
    webVersion: 'Read it in your browser',
    linkFallback: 'If the button does not work, copy this address into your browser:',
  },

  confirmAddress: (siteName: string, name: string, url: string): MailNotice => ({
    subject: `Confirm your e-mail address for ${siteName}`,
    preview: 'One click confirms your address and signs you in.',
    heading: 'Confirm your e-mail address',
    paragraphs: [
      hello(name),
      `To confirm that this address is yours and sign in to ${siteName}, open this link within 24 hours:`,
    ],
    action: { label: 'Confirm my address', url },
    after: [
      'Until the address is confirmed you can read the site, but not write articles, upload pictures or start the free month.',
      'If you did not register, ignore this message; the account stays unused.',
    ],
  }),

  welcome: (
    siteName: string,
    name: string,
    links: { home: string; plans: string; write: string; forgotPassword?: string },
  ): MailNotice => ({
    subject: `Welcome to ${siteName}`,
    preview: 'Your address is confirmed. Here is what you can do now.',
    heading: `Welcome to ${siteName}`,
    paragraphs: [
      hello(name),
      'Your address is confirmed and your account is ready. You can now write articles for our editors to review, upload pictures, and start a free month of premium to read every story.',
      ...(links.forgotPassword
        ? [
            'You confirmed your address in another browser than the one the account was registered in. In case someone else registered it with your address, the password chosen then no longer works. To sign in with a password, choose your own with “Forgot password” on the sign-in page.',
          ]
        : []),
    ],
    links: [
      ...(links.forgotPassword ? [{ label: 'Choose a password', url: links.forgotPassword }] : []),
      { label: 'Start your free month', url: links.plans },
      { label: 'Write an article', url: links.write },
    ],
    action: { label: 'Start reading', url: links.home },
  }),

  reset: (siteName: string, name: string, url: string): MailNotice => ({
    subject: `Reset your ${siteName} password`,
    preview: 'The link works for an hour.',
    heading: 'Reset your password',
    paragraphs: [
      hello(name),
      `Someone asked to reset the password of your ${siteName} account. To choose a new password, open this link within an hour:`,
    ],
    action: { label: 'Choose a new password', url },
    after: ['If it was not you, ignore this message; your password stays as it is.'],
  }),

  existingAccount: (siteName: string, name: string, signIn: string, reset: string): MailNotice => ({
    subject: `Someone tried to register with your address at ${siteName}`,
    preview: 'You already have an account, so nothing was changed.',
    heading: 'You already have an account',
    paragraphs: [
      hello(name),
      `Someone, perhaps you, tried to register a new ${siteName} account with this e-mail address. You already have an account, so nothing was changed.`,
    ],
    links: [{ label: 'Forgot your password? Choose a new one', url: reset }],
    action: { label: 'Sign in', url: signIn },
    after: ['If it was not you, ignore this message; your account stays as it is.'],
  }),

  newsletterConfirm: (siteName: string, url: string, days: number): MailNotice => ({
    subject: `Confirm your subscription to the ${siteName} newsletter`,
    preview: 'One click and the newsletter is on its way.',
    heading: 'Confirm your subscription',
    paragraphs: [
      `Someone, we hope you, asked for the ${siteName} newsletter at this address. To start receiving it, confirm within ${days} days:`,
    ],
    action: { label: 'Confirm my subscription', url },
    after: [
      'Until you confirm, we send nothing else to this address. If you did not ask for the newsletter, ignore this message and you will not hear from us again.',
    ],
  }),

  issue: {
    premium: 'Premium',
    readOn: 'Read the story',
    readOnPremium: 'Read on with premium',
    testSubject: (subject: string) => `[Test] ${subject}`,
    testNote:
      'This is a test of the issue, sent to you alone. Subscribers receive it with their own unsubscribe link.',
    preview: (count: number) =>
      count === 1 ? 'One story from the newsroom' : `${count} stories from the newsroom`,
  },

  articleApproved: (name: string, title: string, url: string): MailNotice => ({
    subject: `Your article is published: ${title}`,
    preview: 'The editors approved it; readers can find it now.',
    heading: 'Your article is published',
    paragraphs: [
      hello(name),
      `The editors approved “${title}”. It now appears in the lists, in search and in the feeds, for every reader.`,
    ],
    action: { label: 'Read it on the site', url },
  }),

  /** An edit of a live article went live: the title is the edit's, and nothing is published for the first time. */
  editApproved: (name: string, title: string, url: string): MailNotice => ({
    subject: `Your edit is live: ${title}`,
    preview: 'The editors approved your changes; readers see them now.',
    heading: 'Your edit is live',
    paragraphs: [
      hello(name),
      `The editors approved your changes to “${title}”. Readers now see the article as you edited it.`,
    ],
    action: { label: 'Read it on the site', url },
  }),

  /** An edit of a live article was sent back: the published version stays as it was. */
  editDeclined: (name: string, title: string, reason: string, editUrl: string): MailNotice => ({
    subject: `Your edit needs changes: ${title}`,
    preview: 'The editors declined your changes for now, and say why.',
    heading: 'Your edit needs changes',
    paragraphs: [
      hello(name),
      `The editors declined your changes to “${title}” for now. Readers keep seeing the published version until an edit is approved.`,
    ],
    quote: { label: 'The editors’ reason', text: reason },
    action: { label: 'Edit and resubmit', url: editUrl },
    after: ['Once you save your changes, the edit goes back to the editors for review.'],
  }),

  articleDeclined: (name: string, title: string, reason: string, editUrl: string): MailNotice => ({
    subject: `Your article needs changes: ${title}`,
    preview: 'The editors declined it for now, and say why.',
    heading: 'Your article needs changes',
    paragraphs: [
      hello(name),
      `The editors declined “${title}” for now. Only you and the editors can see it until it is approved.`,
    ],
    quote: { label: 'The editors’ reason', text: reason },
    action: { label: 'Edit and resubmit', url: editUrl },
    after: ['Once you save your changes, the article goes back to the editors for review.'],
  }),

  receipt: (
    siteName: string,
    name: string,
    details: {
      plan: string;
      days: string;
      amount: string;
      transactionId: string;
      premiumUntil: string;
      date: string;
    },
    url: string,
  ): MailNotice => ({
    subject: `Your ${siteName} receipt: ${details.plan}, ${details.days}`,
    preview: `Premium until ${details.premiumUntil}.`,
    heading: 'Thank you for your payment',
    paragraphs: [
      hello(name),
      `This is your receipt. You can read every premium article until ${details.premiumUntil}.`,
    ],
    details: [
      ['Plan', details.plan],
      ['Period', details.days],
      ['Amount', details.amount],
      ['Date', details.date],
      ['Transaction', details.transactionId],
      ['Premium until', details.premiumUntil],
    ],
    action: { label: 'See your payment history', url },
  }),

  premiumEnding: (siteName: string, name: string, until: string, url: string): MailNotice => ({
    subject: `Your ${siteName} premium ends on ${until}`,
    preview: 'Three days left: renew to keep reading every premium article.',
    heading: 'Your premium ends in three days',
    paragraphs: [
      hello(name),
      `Your premium access ends on ${until}. After that, premium articles show a preview only. Buying more days now adds them to the end of your current period.`,
    ],
    action: { label: 'Renew premium', url },
  }),

  premiumEnded: (siteName: string, name: string, until: string, url: string): MailNotice => ({
    subject: `Your ${siteName} premium has ended`,
    preview: 'Premium articles show a preview until you renew.',
    heading: 'Your premium has ended',
    paragraphs: [
      hello(name),
      `Your premium access ended on ${until}. Free articles stay open to you; premium articles show a preview until you renew.`,
    ],
    action: { label: 'Choose a plan', url },
  }),

  confirmNewAddress: (siteName: string, name: string, url: string): MailNotice => ({
    subject: `Confirm your new e-mail address for ${siteName}`,
    preview: 'One click makes this your sign-in address.',
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      hello(name),
      `You asked to sign in to ${siteName} with this address from now on. To make the change, open this link within 24 hours:`,
    ],
    action: { label: 'Make this my address', url },
    after: [
      'Until you open it, your account keeps its old address. If you did not ask for this, ignore this message: nothing changes.',
    ],
  }),

  addressChanged: (
    siteName: string,
    name: string,
    { newEmail, undoUrl, days }: { newEmail: string; undoUrl: string; days: number },
  ): MailNotice => ({
    subject: `The e-mail address of your ${siteName} account was changed`,
    preview: `Your account now signs in with ${newEmail}.`,
    heading: 'Your e-mail address was changed',
    paragraphs: [
      hello(name),
      `Your ${siteName} account now signs in with ${newEmail}, confirmed from that address. Mails about your account go there from now on, and every other device signed in to it was signed out.`,
      `If you did not ask for this, put this address back within ${days} days with the link below. Every device is then signed out, and you can choose a new password.`,
    ],
    action: { label: 'This was not me: put my address back', url: undoUrl },
    after: ['If you made the change yourself, there is nothing to do.'],
  }),

  secondStepReset: (siteName: string, name: string, url: string): MailNotice => ({
    subject: `The second step of your ${siteName} account was turned off`,
    preview: 'An admin turned off your authenticator app at your request.',
    heading: 'Your authenticator app was turned off',
    paragraphs: [
      hello(name),
      `An admin of ${siteName} turned off the authenticator app of your account, as asked when an app and its backup codes are lost. Every session of your account was ended: signing in now asks for your password alone.`,
      'Add an app again from your profile once you are signed in.',
    ],
    action: { label: 'Sign in', url },
    after: [
      'If you did not ask for this, reset your password at once from the sign-in page and write to us from the Contact page: someone may be trying to take over your account.',
    ],
  }),
} as const;
