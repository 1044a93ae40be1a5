import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import type { Publisher } from '@shared/schemas/publishers';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ArticleCollection } from '../../features/articles/components/article-collection';
import { PublisherHeader } from '../../features/publishers/components/publisher-header';

const CRUMBS = DISCOVERY_TEXTS.breadcrumbs;

/** A publisher (`/publisher/{slug}`): its logo and country, then its approved articles, newest first. */
export function Component() {
  const { publisher, page } = useLoaderData() as { publisher: Publisher; page: number };
  return (
    <div className="py-10">
      <Breadcrumbs
        label={CRUMBS.label}
        trail={[{ label: CRUMBS.home, to: paths.home }, { label: publisher.publisherName }]}
      />
      <PublisherHeader publisher={publisher} />
      <ArticleCollection source={{ publisher: publisher.publisherName }} page={page} />
    </div>
  );
}
