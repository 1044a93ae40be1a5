/** The frame every page shows: header, menus, search field and footer (in the script every page loads). */
export const LAYOUT_TEXTS = {
  mainNavigation: 'Main',
  loadingPage: 'Loading page',
  loadingPublishers: 'Loading publishers',
  freeReader: 'Free reader',
  accountMenu: 'Account menu',
  savedArticles: 'Saved Articles',
  /** The header's menu of the seven sections, and their group in the small screens' menu. */
  sections: 'Sections',
  quickLinks: 'Quick links',
  followUs: 'Follow us',
  /** The footer's link to the site's RSS feed. */
  rssFeed: 'RSS feed',
  installApp: 'Install app',
  /** The service worker's update prompt: "A new version is available — Reload". */
  updateReady: 'A new version is available',
  updateReload: 'Reload',
  /** The header's search: a field on wide screens, an icon that opens it on small ones. */
  search: {
    label: 'Search articles',
    placeholder: 'Search',
    submit: 'Search',
    open: 'Open search',
    close: 'Close search',
  },
};
