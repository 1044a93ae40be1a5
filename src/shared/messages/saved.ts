/** Saved articles: the Save toggle on an article and the /saved page (the avatar menu's link is in site.ts). */
export const SAVED_TEXTS = {
  button: {
    /** The toggle's name, the same either way: its pressed state says whether the article is saved. */
    save: 'Save',
    savedNote: 'Saved, and kept on this device to read offline.',
    /** Saved on the server, but the browser would not keep the copy (storage full or refused). */
    savedNotKeptNote: 'Saved. This device could not keep a copy, so it will not open offline.',
    /** Beside the pressed toggle when the page opens on an article already saved. */
    alreadySaved: 'Already in your',
    alreadySavedLink: 'saved articles',
    /** The card's bookmark, pressed: its tooltip. */
    savedTitle: 'Saved: press to remove',
    removedNote: 'Removed from your saved articles.',
    failed: 'The article could not be saved. Please try again.',
    offline: 'You are offline. Saving needs a connection; try again once you are back online.',
    removeFailed: 'The article could not be removed from your saved articles. Please try again.',
  },
  page: {
    title: 'Saved Articles',
    intro:
      'Articles you saved to read later, the last saved first. They are kept on this device too, so they open without a connection.',
    count: (n: number) => `${n.toLocaleString('en-US')} saved ${n === 1 ? 'article' : 'articles'}`,
    what: 'your saved articles',
    loading: 'Loading your saved articles',
    emptyTitle: 'Nothing saved yet',
    emptyText: 'Press Save on an article to keep it here, and on this device to read offline.',
    latest: 'Read the latest',
    home: 'Go to Home',
    /** /saved opened offline: the copies on this device. */
    offlineIntro: 'You are offline: these are the saved articles kept on this device.',
    offlineEmpty: 'No saved articles are kept on this device.',
  },
} as const;
