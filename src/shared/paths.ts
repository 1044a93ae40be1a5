/**
 * A name as one segment of an address: accents dropped, lower case, every run of anything but letters and
 * digits one dash ("El País" → "el-pais", "Science & Technology" → "science-technology").
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Every page path of the site, in one place for the server (feeds, sitemap, redirects) and the client
 * (links, navigation); a value in a path is always one encoded segment.
 */
export const paths = {
  home: '/',
  allArticles: '/allArticles',
  search: '/search',
  articleDetails: (id: string) => `/articlesDetails/${encodeURIComponent(id)}`,
  /** An article's comments on a page of their own (read without JavaScript, and by crawlers). */
  articleComments: (id: string) => `/articlesDetails/${encodeURIComponent(id)}/comments`,
  addArticles: '/addArticles',
  updateArticle: (id: string) => `/updateArticles/${encodeURIComponent(id)}`,
  myArticles: '/myArticles',
  myArticleHistory: (id: string) => `/myArticles/history/${encodeURIComponent(id)}`,
  premiumArticles: '/premiumArticles',
  subscription: (price: number | string) => `/subscription/${encodeURIComponent(price)}`,
  payment: (amount: number | string) => `/payment/${encodeURIComponent(amount)}`,
  paymentConfirmation: (id: string) => `/payment/confirmation/${encodeURIComponent(id)}`,
  paymentPage: '/paymentPage',
  myPaymentHistory: '/my-payment-history',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  googleSignIn: '/auth/google',
  updateProfile: '/updateUserProfile',
  /** The link mailed to the old address after a change of address: puts it back. */
  undoEmailChange: '/email-change/undo',
  dashboard: '/dashboard/adminHome',
  dashboardUsers: '/dashboard/users',
  dashboardArticles: '/dashboard/allArticlesAdmin',
  dashboardComments: '/dashboard/comments',
  dashboardDecline: (id: string) => `/dashboard/allArticlesAdmin/modal?id=${encodeURIComponent(id)}`,
  /** An article as an editor reviews it, with the decisions on it. */
  dashboardReview: (id: string) => `/dashboard/review/${encodeURIComponent(id)}`,
  /** An article's revisions, for editors. */
  dashboardHistory: (id: string) => `/dashboard/history/${encodeURIComponent(id)}`,
  dashboardPayments: '/dashboard/payment-history',
  dashboardPublishers: '/dashboard/allPublisher',
  dashboardAuditLog: '/dashboard/audit-log',
  dashboardMessages: '/dashboard/messages',
  dashboardWebhooks: '/dashboard/webhooks',
  dashboardApiKeys: '/dashboard/api-keys',
  dashboardExport: '/dashboard/export',
  dashboardImport: '/dashboard/import',
  dashboardSubscribers: '/dashboard/subscribers',
  dashboardNewsletter: '/dashboard/newsletter',
  dashboardReadership: '/dashboard/readership',
  dashboardRevenue: '/dashboard/revenue',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  unsubscribe: '/unsubscribe',
  /** The link in the newsletter's confirmation mail (double opt-in). */
  newsletterConfirm: '/newsletter/confirm',
  /** The public web version of a sent newsletter issue. */
  newsletterIssue: (id: string) => `/newsletter/issues/${encodeURIComponent(id)}`,
  saved: '/saved',
  /** The page the service worker shows for a page it has no copy of while the network is out. */
  offline: '/offline',
  /** A section's page, by its tag. */
  section: (tag: string) => `/section/${encodeURIComponent(slugOf(tag))}`,
  /** A publisher's page, by its name. */
  publisher: (name: string) => `/publisher/${encodeURIComponent(slugOf(name))}`,
  author: (id: string) => `/author/${encodeURIComponent(id)}`,
  /** The site's RSS feed: every section. */
  siteFeed: '/rss.xml',
  /** The RSS feed of a section, a publisher or an author: their page's address, then `/rss.xml`. */
  feed: (page: string) => `${page}/rss.xml`,
} as const;
