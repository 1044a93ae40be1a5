import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { PageHeader } from '../../components/ui/page-header';
import { useMyArticles } from '../../features/articles/api/get-my-articles';
import { MyArticlesTable } from '../../features/articles/components/my-articles-table';
import { MyDrafts } from '../../features/articles/components/my-drafts';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { AuthorNumbers } from '../../features/readership/components/author-numbers';
import { useAuth } from '../../lib/auth';

const TEXTS = ARTICLE_WRITING_TEXTS.mine;

export function Component() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const { page } = listParams(searchParams);
  // The same key as the route's loader (the reader's e-mail and the page), so the first render reads its cache.
  const articles = useMyArticles(user?.email ?? '', { page, limit: LIST_PAGE_SIZE });
  const total = articles.data?.total;

  return (
    <div className="py-10">
      <PageHeader
        title={`${TEXTS.title}${total !== undefined ? ` (${total.toLocaleString('en-US')})` : ''}`}
        intro={TEXTS.intro}
        action={
          <Link to={paths.addArticles} className={buttonClass()}>
            {TEXTS.write}
          </Link>
        }
      />
      <MyDrafts />
      <div className="mt-8">
        <MyArticlesTable query={articles} page={page} />
      </div>
      <div className="mt-10">
        <AuthorNumbers email={user?.email ?? ''} />
      </div>
    </div>
  );
}
