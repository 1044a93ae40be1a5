import { useParams } from 'react-router';
import { ArticleHistory } from '../../features/admin/components/article-history';

/** An author's own article's revisions, to read and compare; restoring one is the editors' (docs/product.md#revisions). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="py-10">
      <ArticleHistory id={id} forAuthor />
    </div>
  );
}
