import { MAX_IMPORT_LABEL } from '../schemas/site-import';

/** Imports from Ghost and WordPress: what the API says of them, and what admins see and do. */
export const IMPORT_TEXTS = {
  /** The subject of "… not found". */
  import: 'Import',
  notMultipart: 'Send the export as a multipart form with the file in the field "file".',
  missingFile: 'Choose a Ghost export (.json) or a WordPress export (.xml) to import.',
  fileRequired: 'is required',
  emptyFile: 'The file is empty.',
  tooLarge: `The file is larger than ${MAX_IMPORT_LABEL}.`,
  unreadable: 'The file could not be read. Please try again.',
  unknownFormat:
    'The file is neither a Ghost export (JSON) nor a WordPress export (WXR). Export it again from the other site.',
  notText: 'The file is not text in UTF-8.',
  notReady: 'This import is running or has finished.',
  noPublisher: 'is not one of the publishers',
  noAuthor: 'The admin who read the file no longer has an account, so the post has no author.',
  // The dry run's problems and the run's notes.
  noBody: 'It has no body.',
  draftNote: 'A draft: it comes in waiting for review.',
  noConsent: 'Did not agree to receive the newsletter: not subscribed.',
  noAddress: (name: string) => `${name} has no e-mail address: their posts go to the admin who imports.`,
  stripe: (count: number) =>
    `${count} ${count === 1 ? 'member has' : 'members have'} a Stripe customer id. Paid subscriptions do not move: they are subscribed to the newsletter only.`,
  pictureNotHttps: 'The picture is not at an https: address and is left out.',
  pictureFailed: (reason: string) => `A picture could not be fetched (${reason}) and was left out.`,
  failedStep: 'The import stopped on an error. Start it again: it goes on from where it stopped.',
  // The screen.
  title: 'Import from Ghost or WordPress',
  intro:
    'Bring in posts, authors and newsletter members from a Ghost export (Settings → Labs → Export) or a WordPress export (Tools → Export). Nothing is created until you start the import, and importing the same site again creates nothing twice.',
  fileLabel: 'Export file',
  fileHint: `A Ghost .json or a WordPress .xml file, at most ${MAX_IMPORT_LABEL}.`,
  read: 'Read the file',
  reading: 'Reading…',
  dryRunTitle: (siteTitle: string) => `What importing ${siteTitle} will do`,
  willCreate: 'Will be created',
  counts: {
    articles: 'Articles',
    authors: 'Author accounts',
    subscribers: 'Newsletter subscribers',
    images: 'Pictures to fetch',
  },
  alreadyImported: (count: number) =>
    `${count} ${count === 1 ? 'item was' : 'items were'} imported before and will be left as ${count === 1 ? 'it is' : 'they are'}.`,
  authorsNote:
    'Authors get an account they cannot sign in to until they claim it: they choose a password through “Forgot your password?” with their address.',
  sectionsTitle: 'Tags and sections',
  sectionColumns: ['Tag or category', 'Section'],
  noSection: 'The section chosen below',
  problemsTitle: 'Cannot be imported',
  warningsTitle: 'Changed on the way in',
  noProblems: 'Everything in the file can be imported.',
  publisherLabel: 'Publisher of the imported articles',
  sectionLabel: 'Section for posts whose tags name none',
  start: 'Start the import',
  starting: 'Starting…',
  progressTitle: 'Import under way',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  finished: 'Import finished',
  failed: 'The import stopped',
  created: 'Created',
  notesTitle: 'Left out while importing',
  another: 'Import another file',
  failedAction: 'The import could not be started. Please try again.',
  states: { ready: 'Read, not started', running: 'Running', done: 'Finished', failed: 'Stopped' },
} as const;
