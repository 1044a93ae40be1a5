import { articleTitle } from '../features/articles/article-meta';
import { guarded, lazyLoader, type pageBuilder } from './loaders';
import { articleDetailsLoader } from './routes/article-details.loader';

type Page = ReturnType<typeof pageBuilder>;

/**
 * An article's pages: the article, and its comments on a page of their own (server-rendered, readable
 * without JavaScript), whose loader loads with it.
 */
export const articlePages = (page: Page) => [
  page(
    'articlesDetails/:id',
    { title: articleTitle, meta: 'article' },
    () => import('./routes/article-details'),
    articleDetailsLoader,
  ),
  page(
    'articlesDetails/:id/comments',
    { title: (data) => (data as { pageTitle?: string } | null)?.pageTitle ?? 'Comments' },
    () => import('./routes/article-comments'),
    // The loader comes with the page's own module: one chunk, one entry in the script every page loads.
    lazyLoader(async () => (await import('./routes/article-comments')).articleCommentsLoader),
  ),
];

/** The editors' moderation queue of readers' comments, in the dashboard. */
export const commentsQueuePage = (page: Page) =>
  page('comments', 'Comments', () => import('./routes/dashboard/comments'), guarded('editor'));
