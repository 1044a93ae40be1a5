/** The installed app offline: the banner over a kept copy, and the page shown for one never kept. */
export const OFFLINE_TEXTS = {
  banner: (time: string) => `You are offline — showing saved copies from ${time}`,
  bannerNoCopy: 'You are offline — this page is as it was when it opened',
  page: {
    title: 'You are offline',
    text: 'This page has not been kept on this device, so it cannot open without a connection.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;
