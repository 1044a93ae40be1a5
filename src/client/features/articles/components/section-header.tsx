import type { Tag } from '@shared/constants';
import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import { CollectionHeader } from '../../../components/ui/collection-header';

const TEXTS = DISCOVERY_TEXTS;

/** The head of a section's page: its name, what it covers, and its feed. */
export function SectionHeader({ tag, name }: { tag: Tag; name: string }) {
  return (
    <CollectionHeader
      eyebrow={TEXTS.sections.eyebrow}
      title={name}
      intro={TEXTS.sections.intros[tag]}
      feed={{ href: paths.feed(paths.section(tag)), label: TEXTS.feed.link, title: TEXTS.feed.of(name) }}
    />
  );
}
