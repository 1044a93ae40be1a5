import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import type { Author } from '@shared/schemas/authors';
import { Avatar } from '../../../components/ui/avatar';
import { CollectionHeader } from '../../../components/ui/collection-header';

const TEXTS = DISCOVERY_TEXTS;

/** The head of an author's page: their photo, name and bio, and their feed. */
export function AuthorHeader({ author }: { author: Author }) {
  return (
    <CollectionHeader
      eyebrow={TEXTS.author.eyebrow}
      title={author.name}
      picture={<Avatar src={author.photo} alt={author.name} size={96} />}
      intro={author.bio || TEXTS.author.intro(author.name)}
      feed={{
        href: paths.feed(paths.author(author._id)),
        label: TEXTS.feed.link,
        title: TEXTS.feed.of(author.name),
      }}
    />
  );
}
