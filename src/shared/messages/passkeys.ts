/** Passkeys on the sign-in page and the profile, and the reader's sessions on the profile. */
export const PASSKEY_TEXTS = {
  signIn: {
    button: 'Sign in with a passkey',
    busy: 'Waiting for your passkey…',
    success: 'Signed in with your passkey',
    cancelled: 'Signing in with a passkey was cancelled. Try again, or sign in another way.',
    unknown:
      'This passkey is not registered with your account here any more. Sign in another way and add it again.',
    failed: 'We could not sign you in with that passkey. Please try again, or sign in another way.',
    unsupported: 'This browser cannot use passkeys here.',
  },
  manage: {
    title: 'Passkeys',
    intro:
      'Sign in with your fingerprint, face or your device’s screen lock instead of a password. Your password and Google sign-in keep working.',
    nameLabel: 'Name for a new passkey',
    nameHint: 'Optional: say which device or password manager holds it, such as “Work laptop”.',
    passwordLabel: 'Your password, to show it is you',
    passwordNeeded: 'Enter your password to add a passkey.',
    removePasswordNeeded: 'Enter your password to remove a passkey.',
    noPasswordNote:
      'Your account has no password: sign in again first if you last did more than ten minutes ago.',
    add: 'Add a passkey',
    adding: 'Waiting for your device…',
    added: 'Your passkey has been added.',
    addCancelled: 'Adding the passkey was cancelled. Nothing was added.',
    alreadyAdded: 'This device already holds a passkey for your account.',
    addFailed: 'The passkey could not be added. Please try again.',
    unsupported: 'This browser cannot make passkeys for this site.',
    listLabel: 'Your passkeys',
    loading: 'Loading your passkeys',
    what: 'your passkeys',
    empty: 'You have no passkeys yet.',
    unnamed: 'Passkey',
    addedOn: 'Added',
    synced: 'Synced across your devices',
    thisDevice: 'Kept on one device',
    rename: 'Rename',
    renameLabel: (name: string) => `New name for ${name}`,
    save: 'Save',
    cancel: 'Cancel',
    renamed: 'The passkey has been renamed.',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    renameButtonLabel: (name: string) => `Rename ${name}`,
    confirmTitle: 'Remove this passkey?',
    confirmText: (name: string) =>
      `You will no longer be able to sign in with “${name}”. Also delete it from your device or password manager.`,
    confirm: 'Remove',
    removed: 'The passkey has been removed.',
    failed: 'That did not work. Please try again.',
  },
  sessions: {
    title: 'Where you are signed in',
    intro:
      'Sign out any device you do not recognise or no longer use. Changing your password signs out all of them.',
    listLabel: 'Your sessions',
    loading: 'Loading your sessions',
    what: 'your sessions',
    thisDevice: 'This device',
    /** Where a session signed in from: its address range, or these words (never the address). */
    place: (where: string) => `Signed in from ${where}`,
    places: {
      'this-computer': 'this computer',
      private: 'a private network',
      unknown: 'an unknown network',
    },
    lastUsed: 'Last used',
    signedIn: 'Signed in',
    end: 'Sign out',
    endLabel: (device: string) => `Sign out ${device}`,
    ended: 'That session has been signed out.',
    endOthers: 'Sign out all other sessions',
    endedOthers: (count: number) =>
      count === 1
        ? 'One other session has been signed out.'
        : `${count} other sessions have been signed out.`,
    noOthers: 'You are signed in on this device only.',
    failed: 'That did not work. Please try again.',
  },
} as const;
