import { NOT_PREMIUM } from '@shared/constants';
import { EDITOR_TEXTS } from '@shared/messages/editor';
import { renderRichText } from '@shared/rich-text/render';
import { plainText } from '@shared/rich-text/text';
import type { RichDoc } from '@shared/rich-text/types';
import { readingMinutes } from '@shared/text';
import { useAuth } from '../../../lib/auth';
import { ArticleView } from './article-view';

/**
 * The article as readers will see it, from what the form holds now: the same page layout, and the body's
 * HTML from the same renderer the server uses (src/shared/rich-text/render.ts).
 */
export function ArticlePreview({
  title,
  publisher,
  tags,
  body,
  image,
  standfirst,
  imageAlt,
  imageCaption,
}: {
  title: string;
  publisher: string;
  tags: string[];
  body: RichDoc;
  image: string;
  standfirst: string;
  imageAlt: string;
  imageCaption: string;
}) {
  const { user } = useAuth();
  return (
    <section aria-label={EDITOR_TEXTS.preview} className="rounded-lg border border-stone-200 bg-white p-6">
      <p className="mb-6 rounded bg-stone-100 px-3 py-2 text-sm text-stone-700">{EDITOR_TEXTS.previewNote}</p>
      <ArticleView
        article={{
          _id: 'preview',
          title,
          publisher,
          tags: tags.join(','),
          description: plainText(body),
          readingMinutes: readingMinutes(plainText(body)),
          html: renderRichText(body),
          image,
          ...(standfirst ? { standfirst } : {}),
          ...(image && imageAlt ? { imageAlt } : {}),
          ...(image && imageCaption ? { imageCaption } : {}),
          email: user?.email ?? '',
          photo: user?.image ?? '',
          displayName: user?.name ?? '',
          authorId: user?.id ?? 'preview',
          status: 'approve',
          isPremium: NOT_PREMIUM,
          date: new Date().toISOString(),
          viewCount: 0,
          decline: {},
        }}
      />
    </section>
  );
}
