/**
 * The editors' review page and moderation tools (docs/product.md#moderation). Kept out of messages/index.ts:
 * only the dashboard loads them.
 */
export const REVIEW_TEXTS = {
  what: 'the article',
  back: 'Back to All Articles',
  /** The moderation table's title link, for screen readers. */
  open: 'Read',
  heading: 'Review',
  label: 'The article as readers will see it',
  note: {
    pending: 'Waiting for review. Readers cannot see it until you approve it.',
    scheduled: 'Approved for a later time. Readers cannot see it until then.',
    declined: 'Declined. Readers cannot see it; its author can edit it and submit it again.',
    approve: 'Published. Readers see this version.',
    edit: 'An edit of a published article. Readers see the published version until you approve this one.',
  },
  reason: 'Reason given:',
  /** Moving through the articles waiting for review (docs/product.md#moderation). */
  queue: {
    next: 'Next in queue',
    empty: 'No other article is waiting for review.',
    approved: (title: string) => `“${title}” is now published.`,
    declined: (title: string) => `Declined “${title}”; its author sees your reason.`,
    opened: 'The next article waiting for review is open below.',
    backTo: (title: string) => `Back to “${title}”`,
  },
  actions: 'Decisions',
  changes: 'Changes from the published version',
  titleChanges: 'Title',
  bodyChanges: 'Text',
  deleted: 'The article has been deleted.',
  /** The article changed after the editor opened it (docs/security.md#decisions-bound-to-what-was-reviewed). */
  movedOn: {
    heading: 'What changed since you opened it',
    text: 'Its author or another editor changed this article after you opened it. Nothing was decided on the version you read. The article below is the new version: any decision you take now is on it.',
    title: 'Title',
    body: 'Text',
    fields: { publisher: 'publisher', tags: 'section', image: 'picture' },
    others: (fields: string[]) => `Also changed: ${fields.join(', ')}.`,
    markRead: 'I have read the changes',
    listShowedTitle: 'The list showed only the title: read the whole text below before deciding.',
  },

  /** Approving for a later time (docs/product.md#scheduling). */
  schedule: {
    heading: 'Approve for a later time',
    /** The moderation table's link to the review page's scheduling form, for pending articles. */
    link: 'Approve for later',
    label: 'Publish at',
    hint: 'In your local time. Readers see the article from then on.',
    submit: 'Approve for later',
    reschedule: 'Reschedule',
    cancel: 'Cancel schedule',
    scheduledFor: 'Scheduled for',
    invalid: 'Choose a date and time in the future.',
    done: (title: string) => `“${title}” will be published at the time you chose.`,
    cancelled: (title: string) => `“${title}” is no longer scheduled; it waits for review.`,
    failed: 'The article could not be scheduled.',
    cancelFailed: 'The schedule could not be cancelled.',
  },

  /** All Articles' filters besides the status and the search. */
  filters: {
    label: 'Filter articles',
    section: 'Section',
    anySection: 'All sections',
    author: 'Author’s e-mail',
    apply: 'Filter',
    clear: 'Clear filters',
  },
  /** Choosing several articles in All Articles and deciding on them at once. */
  bulk: {
    label: 'Selected articles',
    select: (title: string) => `Select “${title}”`,
    selectPage: 'Select every article on this page',
    count: (n: number) => (n === 1 ? '1 article selected' : `${n} articles selected`),
    approve: 'Approve selected',
    decline: 'Decline selected',
    clear: 'Clear selection',
    declineTitle: 'Decline selected articles',
    declineText: (n: number) =>
      `${n === 1 ? 'The article goes' : `The ${n} articles go`} back to their authors with your reason. They can edit and submit again.`,
    done: (action: 'approve' | 'decline', done: number) =>
      `${done === 1 ? '1 article' : `${done} articles`} ${action === 'approve' ? 'approved' : 'declined'}.`,
    unchanged: (n: number) => (n === 1 ? '1 was already so.' : `${n} were already so.`),
    missing: (n: number) => (n === 1 ? '1 no longer exists.' : `${n} no longer exist.`),
    changed: (n: number) =>
      n === 1
        ? '1 was left alone: it changed after the list was shown. Read it again before deciding.'
        : `${n} were left alone: they changed after the list was shown. Read them again before deciding.`,
    failed: 'The selected articles could not be moderated.',
    /** The articles a bulk decision left alone because they changed: each links to its review page. */
    leftAlone:
      'Changed after the list was shown, so left alone. Read each again and decide on its review page:',
  },
};
