/**
 * The newsletter's texts for readers (the profile's switch, the confirmation page) and for the dashboard's
 * newsletter screen. Not in the messages index: only the pages that use them load them.
 */
export const NEWSLETTER_TEXTS = {
  newsletter: {
    heading: 'Newsletter',
    label: 'Send me the newsletter',
    on: 'You receive the newsletter at your account’s address. Every issue has a link to stop it.',
    awaitingConfirmation:
      'We sent a confirmation link to your address. The newsletter starts once you open it.',
    off: 'You do not receive the newsletter.',
    failed: 'Your choice could not be saved. Please try again.',
  },
  newsletterConfirm: {
    confirm: 'Confirm your subscription',
    confirmText: (siteName: string) =>
      `Press the button to receive the ${siteName} newsletter at this address. Nothing is sent until you do.`,
    confirmButton: 'Confirm my subscription',
    confirmFailed: 'Your subscription could not be confirmed. Please try again.',
    confirmed: 'Your subscription is confirmed',
    confirmedText: (siteName: string) =>
      `Thank you. The next ${siteName} newsletter will reach you at this address, and every issue carries a link to unsubscribe.`,
    alreadyConfirmed: 'This link has been used already',
    alreadyConfirmedText: 'Your subscription was confirmed with it before; there is nothing more to do.',
    expired: 'This link has expired',
    expiredText:
      'Confirmation links work for 7 days. Sign up again with the form at the bottom of the home page and we will send you a new one.',
    invalid: 'This link is not valid',
    invalidText:
      'It may have been copied incompletely, or the address was removed from the list since. Sign up again with the form at the bottom of the home page.',
    home: 'Go to the home page',
  },
  desk: {
    title: 'Newsletter',
    intro:
      'Compose an issue from approved articles, read it as subscribers will, send yourself a test, then send it or schedule it.',
    compose: 'Compose an issue',
    subject: 'Subject',
    introLabel: 'Introduction (optional)',
    choose: 'Articles',
    pick: 'Pick articles',
    sinceLast: 'Everything approved since the last issue',
    noCandidates: 'No approved article yet.',
    premium: 'Premium',
    save: 'Save draft',
    /** A saved draft, opened again to change it. */
    editDraft: 'Edit draft',
    editTitle: (subject: string) => `Edit the draft: ${subject}`,
    cancelEdit: 'Cancel',
    updated: 'Draft updated.',
    saving: 'Saving…',
    saved: 'Draft saved. Preview it, send yourself a test, then send it.',
    draft: 'Draft',
    preview: 'Preview',
    previewTitle: (subject: string) => `Preview of “${subject}”`,
    closePreview: 'Close the preview',
    test: 'Send me a test',
    testSent: (address: string) => `A test is on its way to ${address}.`,
    sendNow: 'Send to all subscribers',
    confirmSend: (recipients?: number) =>
      recipients === undefined
        ? 'Send this issue to every confirmed subscriber now? This cannot be undone.'
        : recipients === 0
          ? 'No confirmed subscriber would receive this issue now: nobody has confirmed a subscription yet.'
          : `Send this issue now to ${recipients === 1 ? 'the 1 confirmed subscriber' : `all ${recipients.toLocaleString('en-US')} confirmed subscribers`}? This cannot be undone.`,
    schedule: 'Schedule',
    scheduleAt: 'Send at',
    scheduled: (when: string) => `Scheduled for ${when}.`,
    sentNote: 'The issue is on its way. The counts below follow its delivery.',
    issues: 'Issues',
    noIssues: 'No issue yet. The first one you compose appears here.',
    columns: {
      subject: 'Subject',
      state: 'State',
      queued: 'Queued',
      sent: 'Sent',
      failed: 'Failed',
      when: 'Sent or scheduled',
      web: 'Web version',
    },
    states: { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' },
    open: 'Open',
    webVersion: 'Read online',
    failed: 'That did not work. Please try again.',
  },
  archive: {
    /** Before the day the issue was sent. */
    sent: 'Sent',
    premium: 'Premium',
    readOn: 'Read the story',
    readOnPremium: 'Read on with premium',
    subscribe: 'Get the next issue by e-mail: subscribe at the bottom of the home page.',
  },
} as const;
