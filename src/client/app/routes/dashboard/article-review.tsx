import { useParams } from 'react-router';
import { ArticleReview } from '../../../features/admin/components/article-review';
import { ArticleView } from '../../../features/articles/components/article-view';

/** An article as an editor reviews it, read as readers will see it, with the decisions on it. */
export function Component() {
  const { id = '' } = useParams();
  return <ArticleReview id={id} reader={(article) => <ArticleView article={article} />} />;
}
