/**
 * The editorial workflow's texts: editors' role, edits of live articles (docs/product.md#revisions). Kept out
 * of messages/index.ts: only the pages that show them load them.
 */
export const NEWSROOM_TEXTS = {
  /** A body's picture that was not uploaded here (a field message). */
  bodyImageNotUploaded: 'has an image that was not uploaded to Broadsheet',
  /** The subject of "… not found" when restoring a revision. */
  revision: 'Approved revision',
  /** A live article's edit in review, on its page for its author and editors. */
  review: {
    editPending: 'Edit in review',
    editPendingText: 'Readers see the published version until an editor approves your edit.',
    editDeclined: 'Edit declined',
    editDeclinedText: 'An editor declined your edit; readers still see the published version.',
    continueEdit: 'Continue editing',
  },
  /** An editor's decision refused because the article changed after they were shown it (409 ARTICLE_CHANGED). */
  articleChanged:
    'This article changed after you opened it. Nothing was decided: read the new version, then decide again.',
  /** An approval that named no version, of content changed since it was sent for review (428 VERSION_REQUIRED). */
  versionRequired:
    'This article changed after it was sent for review. Open it and approve the version you have read.',
  /** A live article in the editors' list whose edit waits for them. */
  editPending: 'Edit in review: readers see the published version until you approve it.',
  /** Making a reader an editor, in All Users. */
  users: {
    editor: 'Editor',
    /** The role of a member who is neither an editor nor an admin. */
    reader: 'Reader',
    makeEditor: 'Make Editor',
    confirmEditorTitle: (name: string) => `Make ${name} an editor?`,
    confirmEditorText:
      'Editors moderate articles and add publishers. They do not see users, payments or the site’s settings.',
    confirmEditorButton: 'Yes, make editor',
    promotedEditor: (name: string) => `${name} is an editor now.`,
    alreadyEditor: (name: string) => `${name} was already an editor.`,
    /** Taking a role back: an admin becomes an editor, an editor or admin a reader again. */
    demoteToEditor: 'Demote to Editor',
    demoteToReader: 'Demote to Reader',
    confirmDemoteEditorTitle: (name: string) => `Make ${name} an editor instead of an admin?`,
    confirmDemoteEditorText:
      'They keep moderating articles and adding publishers, but no longer see users, payments or the site’s settings.',
    confirmDemoteReaderTitle: (name: string) => `Make ${name} a reader again?`,
    confirmDemoteReaderText:
      'They lose the dashboard: no moderation, publishers, users or payments. Their own articles and account stay as they are.',
    confirmDemoteButton: 'Yes, demote',
    demotedEditor: (name: string) => `${name} is an editor now, no longer an admin.`,
    demotedReader: (name: string) => `${name} is a reader now.`,
    alreadyReader: (name: string) => `${name} was already a reader.`,
  },
  /** An article's history, for editors (docs/product.md#revisions). */
  history: {
    link: 'History',
    title: 'Article history',
    heading: (title: string) => `History of “${title}”`,
    what: 'the article’s history',
    intro:
      'Every approved version is kept. Compare any two, or make an earlier one live again: it becomes a new revision, and the change is recorded in the audit log.',
    back: 'Back to All Articles',
    backToMine: 'Back to My Articles',
    authorIntro:
      'Every approved version of your article is kept, with the edit waiting for review or declined. Compare any two; only editors can make an earlier one live again.',
    linkLabel: (title: string) => `History of “${title}”`,
    revisions: 'Revisions',
    number: (n: number) => `Revision ${n}`,
    live: 'Live',
    states: { approved: 'Approved', pending: 'In review', declined: 'Declined' },
    by: (writer: string) => `by ${writer}`,
    restoredFrom: (n: number) => `Restored from revision ${n}`,
    reason: 'Reason:',
    compare: 'Compare',
    tooDifferent: 'These versions are too different to show line by line.',
    from: 'Older',
    to: 'Newer',
    titleChanges: 'Title',
    bodyChanges: 'Text',
    noChanges: 'No changes.',
    added: 'added',
    removed: 'removed',
    onlyOne: 'There is only one revision so far: nothing to compare yet.',
    restore: 'Restore',
    confirmRestoreTitle: (n: number) => `Restore revision ${n}?`,
    confirmRestoreText:
      'Readers will see this version at once. The version live now stays in the history, and you can restore it later.',
    confirmRestoreButton: 'Yes, restore',
    cancel: 'Cancel',
    restoredTitle: 'Restored',
    restoredText: (from: number, to: number) => `Revision ${from} is live again, as revision ${to}.`,
    restoreFailed: 'We could not restore that revision. Please try again.',
  },
  /** An edit of an existing article, kept on the device until submitted (docs/product.md#revisions). */
  edits: {
    kept: 'Changes kept on this device',
    keptHint: 'Nothing reaches the editors or readers until you submit.',
    restored: 'We restored the changes you had not submitted yet.',
    restoredStale:
      'We restored the changes you had not submitted yet. The article has changed since you made them: check them before you submit.',
    discard: 'Discard my changes',
    discarded: 'Your changes were discarded; the form shows the article as it is.',
  },
  /** An author's drafts (docs/product.md#drafts). */
  drafts: {
    /** Submitting an article with no cover picture asks first: cards and the article page show none. */
    noCoverTitle: 'Submit without a cover picture?',
    noCoverText:
      'Cards, the article page and shared links show no picture for an article without a cover. You can choose one now, or submit the article as it is.',
    noCoverSubmit: 'Submit without a cover',
    noCoverChoose: 'Choose a cover',
    /** The subject of "… not found". */
    draft: 'Draft',
    tooMany: (max: number) => `You have ${max} drafts: submit or delete some before starting another.`,
    conflict:
      'This draft was saved from another window or device since you opened it. Choose which version to keep.',
    heading: 'Drafts',
    intro: 'Only you see your drafts until you submit them for review.',
    untitled: 'Untitled draft',
    savedAt: 'Last saved',
    continue: 'Continue writing',
    delete: 'Delete draft',
    deleteTitle: 'Delete this draft?',
    deleteText: 'The draft will be gone for good.',
    deleteButton: 'Yes, delete',
    deleted: 'Draft deleted.',
    deleteFailed: 'We could not delete the draft. Please try again.',
    /** Above a new article's form when the author has drafts already, so that none is started twice by mistake. */
    waitingHeading: (count: number) =>
      count === 1 ? 'You have a draft already' : `You have ${count} drafts already`,
    waitingText: 'Continue one, or write a new article below: it will be saved as a separate draft.',
    allDrafts: 'See all your drafts',
    cancel: 'Cancel',
    empty: 'No drafts. Articles you start writing are kept here until you submit them.',
    /** The autosave's state beside the form. */
    state: {
      idle: 'Changes not saved yet',
      saving: 'Saving…',
      saved: 'Saved',
      offline: 'Not saved — retry',
      retry: 'Retry',
      local: 'Kept on this device until it reaches the server.',
    },
    saveNow: 'Save draft',
    submit: 'Submit for review',
    restored: 'We restored what you wrote before the page was closed.',
    conflictTitle: 'This draft changed elsewhere',
    keepBoth: 'Keep both',
    keepBothHint: 'Saves your text as a new draft and leaves the other one as it is.',
    keepMine: 'Replace it with mine',
    loadTheirs: 'Open the other version',
    keptBoth: 'Your text is saved as a new draft; the other version is still in My Articles.',
    leaveWarning: 'Your latest changes are not saved yet.',
  },
};
