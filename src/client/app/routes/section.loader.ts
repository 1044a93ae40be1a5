import { TAGS, type Tag } from '@shared/constants';
import { paths } from '@shared/paths';
import { sectionBySlug, sectionName } from '@shared/sections';
import { redirect } from 'react-router';
import { getArticleListQueryOptions } from '../../features/articles/api/get-article-list';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { guarded, notFound } from '../loaders';

export interface SectionData {
  tag: Tag;
  name: string;
  page: number;
}

/**
 * A section's page: its tag, name and page number (the loader's data, for the page, its title and head) and
 * a page of its articles. A tag written as it is named ("Science & Technology") goes to its section's address.
 */
export const sectionLoader = guarded('anyone', async ({ api, queryClient }, { params, url }) => {
  const tag = sectionBySlug(params.slug);
  if (!tag) {
    const named = TAGS.find((name) => name === params.slug);
    if (named) throw redirect(paths.section(named));
    throw notFound();
  }
  const { page } = listParams(url.searchParams);
  await queryClient.ensureQueryData(
    getArticleListQueryOptions(api, { tag }, { page, limit: LIST_PAGE_SIZE }),
  );
  return { tag, name: sectionName(tag), page } satisfies SectionData;
});
