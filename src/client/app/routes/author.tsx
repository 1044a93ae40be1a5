import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import type { Author } from '@shared/schemas/authors';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ArticleCollection } from '../../features/articles/components/article-collection';
import { AuthorHeader } from '../../features/authors/components/author-header';

const CRUMBS = DISCOVERY_TEXTS.breadcrumbs;

/** An author (`/author/{id}`): photo, name and bio, then their approved articles, newest first. */
export function Component() {
  const { author, page } = useLoaderData() as { author: Author; page: number };
  return (
    <div className="py-10">
      <Breadcrumbs
        label={CRUMBS.label}
        trail={[{ label: CRUMBS.home, to: paths.home }, { label: author.name }]}
      />
      <AuthorHeader author={author} />
      <ArticleCollection source={{ authorId: author._id }} page={page} />
    </div>
  );
}
