/** Readers' messages in the dashboard: what the API says of them, and what the editors see and do. */
export const CONTACT_MESSAGE_TEXTS = {
  /** The subject of "… not found". */
  message: 'Message',
  columns: ['Name', 'E-mail', 'Topic', 'Message', 'Date', 'State', 'Actions'],
  handled: 'Handled',
  waiting: 'New',
  markHandled: 'Mark handled',
  markWaiting: 'Mark as new',
  delete: 'Delete',
  /** Said to screen readers after an action's label: whose message it is. */
  from: (name: string) => `the message from ${name}`,
  confirmDelete: {
    title: 'Delete this message?',
    text: (name: string) => `The message from ${name} is removed for good. This cannot be undone.`,
    confirm: 'Delete message',
    cancel: 'Cancel',
  },
  deleted: 'Message deleted.',
  failed: 'The message could not be changed. Please try again.',
} as const;
