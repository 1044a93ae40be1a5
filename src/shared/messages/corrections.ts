/** Corrections and updates of live articles (docs/product.md#corrections): the page, the history, the API. */
export const CORRECTION_TEXTS = {
  /** The subject of "… not found". */
  note: 'Note',
  notLive: 'Only a published article takes corrections and updates.',
  tooEarly: 'must not be before the article was published',
  tooLate: 'must not be after today',
  /** On the article page. */
  kinds: { correction: 'Correction', update: 'Update' },
  boxLabel: 'Corrections and updates',
  /** In the editors' history. */
  history: {
    heading: 'Corrections and updates',
    intro:
      'Readers see these at the end of the article, dated, and search engines read the corrections. A note cannot be edited; removing one is recorded in the audit log and stays listed here.',
    empty: 'No corrections or updates yet.',
    by: (writer: string) => `added by ${writer}`,
    removed: (who: string | undefined) => (who ? `Removed by ${who}` : 'Removed'),
    add: 'Add a note',
    kind: 'Kind',
    text: 'What readers should know',
    textHint: 'Plain text, up to 1,000 characters. Say what was wrong and what is right.',
    date: 'Dated',
    submit: 'Publish note',
    adding: 'Publishing…',
    added: 'The note is on the article now.',
    addFailed: 'We could not publish the note. Please try again.',
    remove: 'Remove',
    confirmRemoveTitle: 'Remove this note?',
    confirmRemoveText:
      'Readers will no longer see it. The removal is recorded in the audit log and the note stays listed here as removed.',
    confirmRemoveButton: 'Yes, remove',
    cancel: 'Cancel',
    removedToast: 'The note was removed.',
    removeFailed: 'We could not remove the note. Please try again.',
    notLiveHint: 'Notes can be added once the article is published.',
  },
};
