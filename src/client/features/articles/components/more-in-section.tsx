import { READING_TEXTS } from '@shared/messages/reading';
import { paths } from '@shared/paths';
import { sectionName } from '@shared/sections';
import { Link } from '../../../components/ui/link';
import { useMoreInSection } from '../api/more-in-section';
import { ArticleGrid } from './article-card';

const TEXTS = READING_TEXTS.moreIn;

/** "More in <section>": the newest other articles of the article's first section, and a link to the section. */
export function MoreInSection({ articleId, tag }: { articleId: string; tag: string }) {
  const name = sectionName(tag);
  const { articles } = useMoreInSection(articleId, tag);
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="more-in-section-title" className="mt-16 border-t border-stone-200 pt-10">
      <h2 id="more-in-section-title" className="mb-6 font-serif text-3xl font-bold">
        {TEXTS.title(name)}
      </h2>
      <ArticleGrid articles={articles} />
      <p className="mt-6 text-center">
        <Link to={paths.section(tag)} className="font-semibold text-red-700 hover:underline">
          {TEXTS.seeAll(name)}
        </Link>
      </p>
    </section>
  );
}
