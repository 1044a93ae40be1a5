import { ARTICLE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { AddArticleForm } from '../../features/articles/components/add-article-form';
import { usePublishers } from '../../features/publishers/api/get-publishers';

const TEXTS = ARTICLE_TEXTS.add;

export function Component() {
  const navigate = useNavigate();
  const publishers = usePublishers();
  return (
    <div className="mx-auto max-w-3xl py-10">
      <PageHeader
        title={TEXTS.title}
        intro={
          <>
            {TEXTS.introBefore}
            <span className="font-semibold">{TEXTS.introPlace}</span>
            {TEXTS.introAfter}
          </>
        }
      />
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <AddArticleForm publishers={publishers} onSaved={() => navigate(paths.myArticles)} />
      </div>
    </div>
  );
}
