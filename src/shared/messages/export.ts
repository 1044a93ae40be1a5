/** The dashboard's Export screen (docs/product.md#exporting-the-site). */
export const EXPORT_TEXTS = {
  title: 'Export',
  intro:
    'Take a copy of everything Broadsheet holds for this site, for your records or to move it elsewhere. Each download is noted in the audit log.',
  archiveTitle: 'The site’s archive',
  archiveText:
    'Articles with their revisions, corrections and updates; publishers; readers’ accounts (never their passwords or sessions); subscriptions and payments; newsletter subscribers and issues; comments; and the image files. One gzipped file of JSON lines.',
  imagesLabel: 'Include the image files',
  imagesHint: 'They make most of the archive’s size. Leave them out for a quick copy of the words.',
  archiveButton: 'Download the archive',
  membersTitle: 'Members',
  membersText:
    'Every reader account with its role, newsletter consent and subscription, then every newsletter subscriber without an account. A CSV file for a spreadsheet or a mailing tool.',
  membersButton: 'Download members CSV',
  preparing: 'Preparing the download…',
  ready: (name: string) => `${name} is downloaded.`,
  archiveName: 'broadsheet-export.jsonl.gz',
  membersName: 'members.csv',
  failed: 'The file could not be downloaded.',
  offline: 'The file could not be downloaded. Check your connection.',
} as const;
