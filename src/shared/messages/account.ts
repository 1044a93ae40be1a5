import { ERROR_CODES } from '../error-codes';

/** Signing up and in, passwords, profile and the reader's own payment history on the client. */
export const ACCOUNT_TEXTS = {
  labels: {
    name: 'Name',
    photo: 'Photo URL',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    currentPassword: 'Current password',
  },
  login: {
    title: 'Login',
    submit: 'Login',
    divider: 'or sign in with your e-mail',
    success: 'Login successfully',
    failed: 'please valid email or password',
    confirmFirst:
      'Please confirm your e-mail address first: we have sent a new link to it. Open it to sign in.',
    forgotPassword: 'Forgot password?',
    newHere: 'New to the site?',
    toRegister: 'Register',
  },
  /** A signed-in reader who is not an admin, sent to the sign-in page from the dashboard. */
  editorsOnly: {
    title: 'This area is for editors',
    text: 'You are signed in, but only the editors of the site can open the dashboard.',
    home: 'Home',
  },
  /** What a confirmation link that did not work brings back to the sign-in page (`?error=`), by code. */
  linkProblems: {
    TOKEN_EXPIRED: 'That confirmation link has expired. Sign in and we will send you a new one.',
    [ERROR_CODES.INVALID_TOKEN]:
      'That confirmation link does not work: it may have been used already. Sign in and we will send you a new one.',
    USER_NOT_FOUND: 'That confirmation link belongs to no account. Please register again.',
  } as Record<string, string>,
  /** The photo field of the register and profile forms: optional, uploaded, shown round. */
  photo: {
    label: 'Photo (optional)',
    hint: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. It is cut to a square.',
    remove: 'Remove photo',
    removing: 'Your photo will be removed when you save.',
    keep: 'Keep my photo',
    current: 'Your photo',
    chosen: 'The chosen photo',
  },
  register: {
    title: 'Register',
    submit: 'Register',
    divider: 'or register with your e-mail',
    success: 'user Create successfully',
    created: 'User created successfully',
    failed: 'Registration failed. Please try again.',
    haveAccount: 'Already have an account?',
    toLogin: 'Login',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sent: 'If an account exists for that address, we have sent a link to reset the password.',
    failed: 'The e-mail could not be sent. Please try again.',
    remembered: 'Remembered it?',
    toLogin: 'Login',
  },
  /** The password rules shown under a new password as it is typed, in the order they are checked. */
  passwordRules: {
    title: 'Your password needs',
    items: ['At least 6 characters', 'An uppercase letter', 'One of !@#$%^&*()_+', 'A digit'],
    met: 'done',
    unmet: 'not yet',
  },
  resetPassword: {
    title: 'Choose a new password',
    submit: 'Change password',
    done: 'Your password has been changed.',
    failed: 'The password could not be changed.',
    expired:
      'This link to reset your password has expired or has already been used. Links work once, for an hour.',
    newLink: 'Send a new link',
    toLogin: 'Login',
  },
  google: {
    failed: 'Google sign-in failed. Please try again.',
    cancelled: 'Google sign-in was cancelled.',
    notLinked:
      'Google sign-in failed: this address already has an account here. Sign in with its password, or reset it.',
    success: 'google LOgin Successfully',
    popupBlocked: 'Please allow pop-ups to sign in with Google.',
    continue: 'Continue with Google',
    notSetUp: 'Google sign-in is not set up on this site.',
    signingIn: 'Signing you in with Google…',
    notFinished: 'Google sign-in did not finish',
    backToLogin: 'Back to Login',
  },
  profile: {
    title: 'Edit Profile',
    subscription: 'Subscription',
    premium: 'Premium',
    premiumUntil: 'Premium until',
    freeReader: 'Free reader.',
    seePlans: 'See the plans',
    emailNote: 'Your e-mail address signs you in. Change it below, under E-mail address.',
    showEmail: 'Show my e-mail address with my articles',
    showEmailNote:
      'Off: readers see your name, photo and bio only. Editors always see your address, and you see it on your own articles.',
    submit: 'Update Profile',
    changePassword: 'Change password',
    updated: 'profile update successful',
    failed: 'The profile could not be saved.',
  },
  changeEmail: {
    title: 'E-mail address',
    intro: (email: string) =>
      `You sign in with ${email}. We mail a link to the new address, and the address changes when you open it. Your other devices are then signed out, and the old address is told, with a link to undo the change.`,
    newEmail: 'New e-mail address',
    passwordNote: 'Your password, to show it is you.',
    noPasswordNote:
      'Your account has no password: sign in again first if you last did more than ten minutes ago.',
    submit: 'Send the link',
    sent: (email: string) =>
      `We sent a link to ${email}. Open it within 24 hours to make it your address; until then nothing changes.`,
    changed: (email: string) =>
      `Your e-mail address is now ${email}. Your other devices have been signed out.`,
    failed: 'The link could not be sent.',
    wrongPassword: 'That is not your password.',
    linkProblem:
      'That link did not change your address: it is not valid, it has expired, or it was already used.',
  },
  undoEmailChange: {
    title: 'Undo the change of address',
    introUnknown:
      'Press the button to put back the address this link was sent to. Every device signed in to the account is signed out.',
    submit: 'Put my old address back',
    done: (email: string) =>
      `Your address is ${email} again, and every device has been signed out. If you did not ask for the change, choose a new password now: someone may know yours.`,
    resetPassword: 'Choose a new password',
    failed: 'The address could not be put back.',
    noToken: 'This page opens from the link in the e-mail that told you your address had changed.',
  },
  changePassword: {
    title: 'Change password',
    intro: 'Other devices signed in to your account are signed out when the password changes.',
    submit: 'Change password',
    done: 'Your password has been changed. Your other sessions have been signed out.',
    failed: 'The password could not be changed.',
    wrongCurrent: 'That is not your current password.',
  },
  paymentHistory: {
    title: 'My Payment History',
    caption: 'Your payments, newest first.',
    columns: {
      serial: 'Serial No',
      author: 'Author info',
      transaction: 'Transaction ID',
      date: 'Date',
      plan: 'Plan',
      total: 'Total price',
    },
    premiumUntil: 'Premium until',
    noSubscription: 'No active subscription',
    extend: 'Extend your subscription',
    seePlans: 'See the plans',
    emptyTitle: 'No payments yet',
    emptyText: 'When you subscribe, each payment appears here with its transaction id.',
    goHome: 'Go to Home',
    allArticles: 'All Articles',
    pastTheEnd: 'There is nothing on this page.',
    firstPage: 'Go to the first page',
    pages: 'Payment history pages',
    what: 'your payments',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    done: 'You have been unsubscribed.',
    invalid: 'This link is no longer valid',
    submit: 'Unsubscribe',
    pending: 'Unsubscribing…',
    home: 'Go to the home page',
  },
  verify: {
    region: 'Confirm your e-mail address',
    resend: 'Send the link again',
    resendFailed: 'The link could not be sent. Please try again.',
    close: 'Close',
  },
} as const;
