/** The installed app offline: the banner over a kept copy, and the page shown for one never kept. */
export const OFFLINE_TEXTS = {
  banner: (time: string) => `You are offline — showing saved copies from ${time}`,
  bannerNoCopy: 'You are offline — this page is as it was when it opened',
  page: {
    title: 'You are offline',
    text: 'This page has not been kept on this device, so it cannot open without a connection.',
    /** The network is up but the site gave no answer (down, restarting, or a gateway's 502, 503 or 504). */
    notAnsweringTitle: 'Broadsheet is not answering right now',
    notAnsweringText:
      'Your connection is working, but the site did not answer. This page has not been kept on this device; try again in a moment.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;
