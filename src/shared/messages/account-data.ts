/** A reader's copy of their own data: the profile's "Your data" section and the file it downloads. */
export const ACCOUNT_DATA_TEXTS = {
  title: 'Your data',
  intro:
    'One JSON file of everything Broadsheet holds about you: your profile, articles and drafts, comments, payments and subscription, newsletter, saved articles, gift links, and the passkeys and devices you sign in with, but never your password, keys or codes.',
  button: 'Download my data',
  preparing: 'Preparing your file…',
  ready: (name: string) => `${name} is downloaded.`,
  /** The name a download is saved under when the server gives none. */
  fileName: 'broadsheet-data.json',
  failed: 'Your data could not be downloaded. Please try again.',
  offline: 'Your data could not be downloaded. Check your connection and try again.',
  tooMany: (minutes: number) =>
    `You have downloaded your data several times in the last hour. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  /** The file's own `about`, the first thing a reader sees when they open it. */
  about:
    'Everything Broadsheet holds about you at the time given in exportedAt. Times are in UTC; an article’s body is in the editor’s document format, and its description is the same text, plain. Passkeys and sessions are listed by name, device and date only: the file never holds your password, keys, session tokens, authenticator secret or backup codes, nor anything another reader wrote.',
} as const;
