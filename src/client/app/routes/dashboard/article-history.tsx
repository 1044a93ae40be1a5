import { useParams } from 'react-router';
import { ArticleHistory } from '../../../features/admin/components/article-history';

/** An article's revisions for editors: compare two, restore an earlier one (docs/product.md#revisions). */
export function Component() {
  const { id = '' } = useParams();
  return <ArticleHistory id={id} />;
}
