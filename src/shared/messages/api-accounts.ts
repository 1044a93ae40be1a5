/** What the API answers about members, identity, payments, publishers, contact and the newsletter. */
export const ACCOUNT_API_TEXTS = {
  /** What `notFound(…)` names: "User not found" and so on. */
  subjects: {
    user: 'User',
    testPayments: 'Test-mode payments',
    stripeWebhook: 'Stripe webhook',
    payment: 'Payment',
    publisher: 'Publisher',
    author: 'Author',
  },

  // Sessions and access.
  signIn: 'Please sign in to continue.',
  notAllowed: 'You are not allowed to do that.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  editorsOnly: 'Only editors can do that.',
  adminsOnly: 'Only admins can do that.',
  secondStepRequired:
    'Editors and admins need a second step to sign in: add an authenticator app or a passkey on your profile first.',

  // Members.
  recordOwnAccount: 'You can only record your own account.',
  checkOwnAccount: 'You can only check your own account.',
  lastAdmin: 'The last admin keeps the role: make someone else an admin first.',
  ownSecondStep:
    'You cannot turn off your own second step here: do it on your profile, or ask another admin if you lost your app.',
  noSecondStep: 'This member has no authenticator app to turn off.',
  tooManyPhotoFetches: (minutes: number) =>
    `Too many photos from other sites. Please wait ${minutes} minutes, or upload the photo instead.`,
  photoFetchesBusy:
    'Photos from other sites are being fetched for many readers just now. Please try again in a minute, or upload the photo instead.',

  // Identity endpoints.
  tooManySignIns: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minutes and try again.`,
  noSuchIdentityEndpoint: 'No such sign-in endpoint.',
  identityRequestRefused: 'The sign-in request was not accepted.',
  resetRequested: 'If this email exists in our system, check your email for the reset link',
  commonPassword: 'This password is one of the most common, and easy to guess. Please choose another.',
  siteWordPassword: 'This password is a word from this site, and easy to guess here. Please choose another.',
  emailChange: {
    passwordNeeded: 'Enter your password to change your address.',
    passwordNeededField: 'is required to change your address',
    signInAgain: 'For your safety, sign out and sign in again, then change your address within ten minutes.',
    sameAddress: 'This is already your address.',
    sameAddressField: 'is already your address',
    undoInvalid: 'This link is not valid, or it has expired.',
    undoUsed: 'This link has been used, or your address has changed again since.',
    undoTaken:
      'Another account now uses that address, so it cannot be put back. Please write to us from the Contact page.',
  },
  addPasskeyProof: {
    passwordNeeded: 'Enter your password to add a passkey.',
    passwordNeededField: 'is required to add a passkey',
    signInAgain: 'For your safety, sign out and sign in again, then add your passkey within ten minutes.',
  },
  removePasskeyProof: {
    passwordNeeded: 'Enter your password to remove a passkey.',
    passwordNeededField: 'is required to remove a passkey',
    signInAgain: 'For your safety, sign out and sign in again, then remove your passkey within ten minutes.',
  },
  deleteAccountProof: {
    passwordNeeded: 'Enter your password to delete your account.',
    passwordNeededField: 'is required to delete your account',
    signInAgain: 'For your safety, sign out and sign in again, then delete your account within ten minutes.',
  },
  linkElsewhere: 'must be a page of this site',
  linkElsewhereMessage: (field: string) => `Invalid input: ${field} must be a page of this site`,

  // Payments.
  planNotPaid: 'plan must be premium or family',
  planNotPaidField: 'must be premium or family',
  amountNotPlan: (plan: string, days: number, amount: string) =>
    `The amount does not match the plan: ${plan} for ${days} days is ${amount}.`,
  chargeTooSmall: 'Card payments start above $1.',
  paymentMissing: 'We could not find that payment.',
  paymentNotConfirmed: 'The payment has not been confirmed by the card provider.',
  paymentOfAnother: 'This payment belongs to another account.',
  paymentNotSubscription: 'The payment is not a subscription.',
  paymentAmountNotPlan: 'The payment amount does not match the plan.',
  payOwnAccount: 'You can only pay for your own account.',
  paymentNotChoice: 'The payment does not match the chosen plan and period.',
  freeMonthUsed: 'The free month can be used once per account, and this account has used it.',
  ownPayments: 'You can only see your own payments.',
  webhookSignature: 'The webhook signature is not valid.',
  paymentExpired: 'This payment has expired. Please start again.',
  cardInvalid: 'Your card number is invalid.',
  cardExpired: 'Your card has expired.',
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardNotTestCard: 'Your card was declined. In test mode, pay with 4242 4242 4242 4242.',

  // Sessions.
  endThisSession: 'This is the session you are using: sign out instead.',
  endThisSessionField: 'is the session you are using',

  // Passkeys.
  noSuchPasskey: 'You have no passkey with this id.',
  passkeyNotVerified: 'This passkey could not be checked for this site, so it was not added.',

  // Publishers.
  logoNotUploaded: 'image must be an image uploaded to Broadsheet',
  logoNotUploadedField: 'must be an image uploaded to Broadsheet',
  publisherExists: (name: string) => `${name} is already a publisher.`,
  publisherInUse: (name: string, articles: number) =>
    `${name} cannot be removed while ${articles === 1 ? '1 article or draft names it' : `${articles.toLocaleString('en-US')} articles or drafts name it`}. Rename it instead, or give those articles another publisher first.`,
} as const;
