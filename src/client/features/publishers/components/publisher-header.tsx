import { imageSrcSet } from '@shared/images';
import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import type { Publisher } from '@shared/schemas/publishers';
import { CollectionHeader } from '../../../components/ui/collection-header';

const TEXTS = DISCOVERY_TEXTS;

/** The head of a publisher's page: its logo, name and country, and its feed. */
export function PublisherHeader({ publisher }: { publisher: Publisher }) {
  const srcSet = imageSrcSet(publisher.image);
  return (
    <CollectionHeader
      eyebrow={TEXTS.publisher.eyebrow}
      title={publisher.publisherName}
      picture={
        <img
          src={publisher.image}
          {...(srcSet ? { srcSet, sizes: '96px' } : {})}
          alt={`${publisher.publisherName} logo`}
          width={96}
          height={96}
          className="h-24 w-24 shrink-0 rounded-full border border-stone-200 bg-white object-cover"
        />
      }
      facts={publisher.country ? TEXTS.publisher.basedIn(publisher.country) : undefined}
      intro={TEXTS.publisher.intro(publisher.publisherName)}
      feed={{
        href: paths.feed(paths.publisher(publisher.publisherName)),
        label: TEXTS.feed.link,
        title: TEXTS.feed.of(publisher.publisherName),
      }}
    />
  );
}
