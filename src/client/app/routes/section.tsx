import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ArticleCollection } from '../../features/articles/components/article-collection';
import { SectionHeader } from '../../features/articles/components/section-header';
import type { SectionData } from './section.loader';

const CRUMBS = DISCOVERY_TEXTS.breadcrumbs;

/** A section (`/section/{slug}`): its approved articles, newest first, a page at a time. */
export function Component() {
  const { tag, name, page } = useLoaderData() as SectionData;
  return (
    <div className="py-10">
      <Breadcrumbs label={CRUMBS.label} trail={[{ label: CRUMBS.home, to: paths.home }, { label: name }]} />
      <SectionHeader tag={tag} name={name} />
      <ArticleCollection source={{ tag }} page={page} />
    </div>
  );
}
