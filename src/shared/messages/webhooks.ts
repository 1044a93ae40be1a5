/** Webhooks in the dashboard: what the API says of them, and what admins see and do. */
export const WEBHOOK_TEXTS = {
  /** The subjects of "… not found". */
  webhook: 'Webhook',
  delivery: 'Delivery',
  httpsOnly: 'must start with https://, so that what is sent stays private',
  publicOnly: 'must be a public address: this server, private networks and link-local addresses are refused',
  title: 'Webhooks',
  intro:
    'Tell another service when an article is published, changed or withdrawn, a reader subscribes, a renewal lapses, a payment is recorded or a comment is posted. Each delivery is signed with the webhook’s secret.',
  urlLabel: 'Address',
  urlHint: 'The receiver’s full address, starting with https://',
  eventsLabel: 'Events',
  add: 'Add webhook',
  adding: 'Adding…',
  added: 'Webhook added.',
  secretTitle: 'The webhook’s signing secret',
  secretText:
    'Copy it now: it is shown this once. The receiver checks the Broadsheet-Signature header of each delivery with it.',
  secretDone: 'I have copied it',
  none: 'No webhooks yet.',
  columns: ['Address', 'Events', 'Last delivery', 'Actions'],
  neverSent: 'Not sent yet',
  deliveriesOf: (url: string) => `Deliveries to ${url}`,
  showDeliveries: 'Deliveries',
  hideDeliveries: 'Hide deliveries',
  noDeliveries: 'Nothing has been sent to this webhook yet.',
  deliveryColumns: ['Event', 'Sent', 'Outcome', 'Tries', 'Actions'],
  delivered: (status: number | null) => `Delivered (${status ?? 'no answer'})`,
  failed: (status: number | null, error: string | null) =>
    `Failed: ${status ? `the receiver answered ${status}` : (error ?? 'no answer')}`,
  waiting: 'Waiting to be sent',
  redeliver: 'Send again',
  redelivered: 'The delivery will be sent again.',
  delete: 'Delete',
  confirmDelete: {
    title: 'Delete this webhook?',
    text: (url: string) => `Nothing more is sent to ${url}, and its delivery log is removed.`,
    confirm: 'Delete webhook',
    cancel: 'Cancel',
  },
  deleted: 'Webhook deleted.',
  failedAction: 'The webhook could not be changed. Please try again.',
} as const;
