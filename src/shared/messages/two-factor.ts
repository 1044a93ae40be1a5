/** The second step of signing in: the sign-in page's step after the password, and the profile's section. */
export const TWO_FACTOR_TEXTS = {
  signIn: {
    title: 'One more step',
    intro: 'Enter the 6-digit code your authenticator app shows for Broadsheet.',
    codeLabel: 'Code from your app',
    backupLabel: 'Backup code',
    backupHint:
      'One of the codes you saved when you turned on the second step, such as abcde-12345. Each works once.',
    trustDevice: 'Trust this device for 30 days',
    submit: 'Continue',
    useBackup: 'Use a backup code instead',
    useApp: 'Use a code from your app instead',
    success: 'Signed in',
    wrongCode: 'That code is not right. Check your app and try again.',
    wrongBackup: 'That backup code is not right, or it was used already.',
    usedCode: 'That code has been used already. Enter the next code your app shows.',
    expired: 'This sign-in took too long. Please enter your e-mail and password again.',
    locked: 'Too many wrong codes. Please wait 15 minutes and sign in again.',
  },
  manage: {
    title: 'Second step at sign-in',
    introOff:
      'After your password, also ask for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.',
    introOn: 'On: signing in with your password also asks for a code from your authenticator app.',
    passwordLabel: 'Your password',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    newCodes: 'New backup codes',
    setUpTitle: 'Add Broadsheet to your authenticator app',
    setUpSteps:
      'In your app, choose to add an account and open this link on the phone that holds the app, or type the key in by hand. Then enter the code the app shows.',
    linkLabel: 'Open in an authenticator app',
    keyLabel: 'Key for typing in by hand',
    noQr: 'No QR code is shown: type the key into your app, or open the link on your phone.',
    confirmLabel: 'Code from your app',
    confirm: 'Confirm',
    confirmed: 'Your authenticator app is set up: signing in now asks for its code.',
    codesTitle: 'Your backup codes',
    codesIntro:
      'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    download: 'Download the codes',
    codesSaved: 'I have saved them',
    turnedOff: 'The second step is off: your password alone signs you in.',
    wrongPassword: 'That password is not right.',
    wrongCode: 'That code is not right. Check your app and try again.',
    failed: 'That did not work. Please try again.',
    staffNeeded:
      'Editors and admins need a second step to use the dashboard: turn it on here, or add a passkey.',
  },
} as const;
