import { paths } from '@shared/paths';
import type { Author } from '@shared/schemas/authors';
import type { Publisher } from '@shared/schemas/publishers';
import { type RouteObject, redirect } from 'react-router';
import { RouteErrorScreen } from '../components/layout/route-error-screen';
import { articlePages, commentsQueuePage } from './article-routes';
import {
  addArticleLoader,
  adminHomeLoader,
  adminScreenLoader,
  articleHistoryLoader,
  articleReviewLoader,
  dashboardLoader,
  declineModalLoader,
  myArticleHistoryLoader,
  myArticlesLoader,
  myPaymentHistoryLoader,
  newsletterConfirmLoader,
  newsletterDeskLoader,
  newsletterIssueLoader,
  paymentConfirmationLoader,
  paymentLoader,
  publishersAdminLoader,
  readershipLoader,
  revenueLoader,
  savedLoader,
  signedOutOnly,
  subscriptionLoader,
  updateArticleLoader,
  withProfile,
} from './lazy-loaders';
import { notFound, pageBuilder } from './loaders';
import type { RouteContext } from './route-context';
import { allArticlesLoader } from './routes/all-articles.loader';
import { authorLoader } from './routes/author.loader';
import { homeLoader } from './routes/home.loader';
import { premiumArticlesLoader } from './routes/premium-articles.loader';
import { publisherLoader } from './routes/publisher.loader';
import { searchLoader } from './routes/search.loader';
import { sectionLoader } from './routes/section.loader';
import { SiteLayout } from './site-layout';

/**
 * The route tree, shared by the server renderer and the browser. Each page names its path, its title, its
 * module and its loader (app/loaders.ts: the guard, then the data; a failed API call fails the page with
 * that call's status).
 */
export function createRoutes(ctx: RouteContext): RouteObject[] {
  const page = pageBuilder(ctx);
  return [
    {
      id: 'dashboard',
      path: 'dashboard',
      ErrorBoundary: RouteErrorScreen,
      loader: dashboardLoader(ctx),
      lazy: () => import('./routes/dashboard/dashboard-layout'),
      children: [
        { index: true, loader: () => redirect(paths.dashboard) },
        page('adminHome', 'Admin Home', () => import('./routes/dashboard/admin-home'), adminHomeLoader),
        page(
          'users',
          'All Users',
          () => import('./routes/dashboard/users'),
          adminScreenLoader('prefetchUsers'),
        ),
        page(
          'allArticlesAdmin',
          'All Articles',
          () => import('./routes/dashboard/all-articles-admin'),
          adminScreenLoader('prefetchAdminArticles', 'editor'),
          // The decline form opens over the list: /dashboard/allArticlesAdmin/modal?id=<articleId>.
          [
            page(
              'modal',
              'Decline Article',
              () => import('./routes/dashboard/decline-modal'),
              declineModalLoader,
            ),
          ],
        ),
        page(
          'review/:id',
          'Review article',
          () => import('./routes/dashboard/article-review'),
          articleReviewLoader,
        ),
        page(
          'history/:id',
          'Article history',
          () => import('./routes/dashboard/article-history'),
          articleHistoryLoader,
        ),
        page(
          'payment-history',
          'All payment history',
          () => import('./routes/dashboard/payment-history'),
          adminScreenLoader('prefetchPayments'),
        ),
        page(
          'allPublisher',
          'Add Publisher',
          () => import('./routes/dashboard/all-publisher'),
          publishersAdminLoader,
        ),
        page(
          'audit-log',
          'Audit log',
          () => import('./routes/dashboard/audit-log'),
          adminScreenLoader('prefetchAuditLog'),
        ),
        commentsQueuePage(page),
        page(
          'messages',
          'Messages',
          () => import('./routes/dashboard/messages'),
          adminScreenLoader('prefetchContactMessages'),
        ),
        page(
          'subscribers',
          'Subscribers',
          () => import('./routes/dashboard/subscribers'),
          adminScreenLoader('prefetchSubscribers'),
        ),
        page('newsletter', 'Newsletter', () => import('./routes/dashboard/newsletter'), newsletterDeskLoader),
        page(
          'webhooks',
          'Webhooks',
          () => import('./routes/dashboard/webhooks'),
          adminScreenLoader('prefetchWebhooks'),
        ),
        page(
          'api-keys',
          'API keys',
          () => import('./routes/dashboard/api-keys'),
          adminScreenLoader('prefetchApiKeys'),
        ),
        page('export', 'Export', () => import('./routes/dashboard/export')),
        page('import', 'Import', () => import('./routes/dashboard/import')),
        page('readership', 'Readership', () => import('./routes/dashboard/readership'), readershipLoader),
        page('revenue', 'Revenue', () => import('./routes/dashboard/revenue'), revenueLoader),
      ],
    },
    {
      id: 'root',
      Component: SiteLayout,
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorScreen,
          children: [
            {
              index: true,
              handle: { title: 'Home', description: 'A trusted source of daily news updates.', meta: 'home' },
              loader: homeLoader(ctx),
              lazy: () => import('./routes/home'),
            },
            page(
              'allArticles',
              {
                title: 'All Articles',
                description: 'Every approved article, newest first: search, and filter by publisher and tag.',
              },
              () => import('./routes/all-articles'),
              allArticlesLoader,
            ),
            page('search', 'Search', () => import('./routes/search'), searchLoader),
            ...articlePages(page),
            page(
              'section/:slug',
              {
                title: (data) => (data as { name: string } | null)?.name ?? 'Section',
                meta: 'section',
              },
              () => import('./routes/section'),
              sectionLoader,
            ),
            page(
              'publisher/:slug',
              {
                title: (data) =>
                  (data as { publisher: Publisher } | null)?.publisher.publisherName ?? 'Publisher',
                meta: 'publisher',
              },
              () => import('./routes/publisher'),
              publisherLoader,
            ),
            page(
              'author/:id',
              {
                title: (data) => (data as { author: Author } | null)?.author.name ?? 'Author',
                meta: 'author',
              },
              () => import('./routes/author'),
              authorLoader,
            ),
            page('addArticles', 'Add Articles', () => import('./routes/add-article'), addArticleLoader),
            page(
              'updateArticles/:id',
              'Update Article',
              () => import('./routes/update-article'),
              updateArticleLoader,
            ),
            page('myArticles', 'My Articles', () => import('./routes/my-articles'), myArticlesLoader),
            page(
              'myArticles/history/:id',
              'Article history',
              () => import('./routes/my-article-history'),
              myArticleHistoryLoader,
            ),
            page(
              'premiumArticles',
              'Premium Articles',
              () => import('./routes/premium-articles'),
              premiumArticlesLoader,
            ),
            page('saved', 'Saved Articles', () => import('./routes/saved'), savedLoader),
            page(
              'subscription/:price',
              'Subscription',
              () => import('./routes/subscription'),
              subscriptionLoader,
            ),
            page('payment/:totalPrice', 'Payment', () => import('./routes/payment'), paymentLoader),
            page(
              'payment/confirmation/:id',
              'Payment confirmed',
              () => import('./routes/payment-confirmation'),
              paymentConfirmationLoader,
            ),
            page(
              'paymentPage',
              {
                title: 'Plans and Payment',
                description:
                  'Broadsheet premium plans: prices for 7 days, 30 days and a year, and how checkout works.',
              },
              () => import('./routes/payment-page'),
            ),
            page(
              'my-payment-history',
              'My Payment History',
              () => import('./routes/my-payment-history'),
              myPaymentHistoryLoader,
            ),
            page('login', 'Login', () => import('./routes/login'), signedOutOnly),
            page('register', 'Register', () => import('./routes/register'), signedOutOnly),
            page('forgot-password', 'Forgot password', () => import('./routes/forgot-password')),
            page('reset-password', 'Choose a new password', () => import('./routes/reset-password')),
            page('auth/google', 'Google sign-in', () => import('./routes/google-popup')),
            page('updateUserProfile', 'Edit Profile', () => import('./routes/update-profile'), withProfile),
            page(
              'email-change/undo',
              'Undo the change of address',
              () => import('./routes/undo-email-change'),
            ),
            page('about', 'About Us', () => import('./routes/about')),
            page('contact', 'Contact', () => import('./routes/contact')),
            page('privacy', 'Privacy Policy', () => import('./routes/privacy')),
            page('terms', 'Terms of Service', () => import('./routes/terms')),
            page('unsubscribe', 'Unsubscribe', () => import('./routes/unsubscribe')),
            page(
              'newsletter/confirm',
              'Confirm your subscription',
              () => import('./routes/newsletter-confirm'),
              newsletterConfirmLoader,
            ),
            page(
              'newsletter/issues/:id',
              'Newsletter',
              () => import('./routes/newsletter-issue'),
              newsletterIssueLoader,
            ),
            page('offline', 'Offline', () => import('./routes/offline')),
            {
              path: '*',
              handle: { title: 'Page not found' },
              loader: () => {
                throw notFound();
              },
            },
          ],
        },
      ],
    },
  ];
}
