import type { MailNotice } from './mail';

/**
 * Deleting one's account: the profile's last section, the API's answers and the confirmation mailed to the
 * address the account had (docs/product.md#deleting-your-account).
 */
export const ACCOUNT_DELETION_TEXTS = {
  title: 'Delete your account',
  intro:
    'Deleting your account cannot be undone. You are signed out everywhere and cannot sign in again with this account. Your profile, sessions, passkeys and authenticator app, saved articles, comments (with the replies to them), drafts, unpublished articles, newsletter subscription and reading history are deleted. Records of your payments are kept, as the law requires, with the name and address they were made with.',
  articlesLegend: 'Your published articles',
  keep: 'Keep them, shown as by “Former contributor”',
  keepHint: 'Readers keep the articles; your name, photo and address are no longer shown with them.',
  remove: 'Remove them',
  removeHint: 'Your articles are deleted from the site, with their comments.',
  choiceNeeded: 'Choose what becomes of your published articles.',
  passwordLabel: 'Your password, to show it is you',
  noPasswordNote:
    'Your account has no password: sign out and sign in again first if you last did more than ten minutes ago.',
  confirmLabel: (email: string) => `Type your e-mail address, ${email}, to confirm`,
  confirmMismatch: 'Type your e-mail address exactly as shown.',
  passwordNeeded: 'Enter your password to delete your account.',
  wrongPassword: 'That is not your password.',
  submit: 'Delete my account',
  busy: 'Deleting your account…',
  failed: 'Your account could not be deleted. Please try again.',
  /** Said on the home page once the account is gone. */
  done: 'Your account has been deleted. Thank you for reading.',
  api: {
    confirmMismatch: 'Type the e-mail address of your account to confirm.',
    confirmMismatchField: 'is not the address of your account',
    lastAdmin: 'You are the last admin: make someone else an admin before deleting your account.',
  },
  /** The name kept articles are shown under once their author's account is gone. */
  formerContributor: 'Former contributor',
  mail: (siteName: string, name: string): MailNotice => ({
    subject: `Your ${siteName} account was deleted`,
    preview: 'Your account and what it held are gone; payment records are kept as the law requires.',
    heading: 'Your account was deleted',
    paragraphs: [
      `Hello ${name},`,
      `Your ${siteName} account was deleted at your request, and every device signed in to it was signed out. Your profile and what it held are gone; records of your payments are kept, as the law requires.`,
      'This is the last mail we send to this address about the account.',
    ],
    after: [
      'If you did not ask for this, write to us from the Contact page at once: someone may have had your password.',
    ],
  }),
} as const;
