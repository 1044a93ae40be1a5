import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, type EmptyStateLink } from '../../../components/ui/empty-state';
import { HeadCells, PagedTable, PageHeading } from '../../../components/ui/paged-table';
import type { Query } from '../../../lib/api-client';
import type { PagedList } from '../api/admin-lists';
import { ADMIN_PAGE_SIZE, listQueryParams } from '../list-params';

/** A list screen's texts (MODERATION_TEXTS.lists). */
export interface ListTexts {
  title: string;
  description?: string;
  /** What is being loaded, e.g. "the users". */
  what: string;
  columns: readonly (string | readonly [string, string])[];
  pagesLabel: string;
  caption: string;
  emptyTitle: string;
  emptyText?: string;
}

/**
 * A dashboard list screen: its heading with the total (and `actions` beside it), a description, `toolbar`
 * (a search box, a filter), then the page of rows the URL asks for in a PagedTable. `row` gets each item and
 * its serial number across pages; `caption` and `empty` replace the texts' own where a filter changes them.
 */
export function AdminList<T, P extends Query>({
  list,
  texts,
  row,
  actions,
  toolbar,
  caption = texts.caption,
  empty,
  emptyLinks,
}: {
  list: PagedList<T, P>;
  texts: ListTexts;
  row: (item: T, serial: number) => ReactNode;
  actions?: ReactNode;
  toolbar?: ReactNode;
  caption?: string;
  empty?: { title: string; text?: string };
  emptyLinks?: EmptyStateLink[];
}) {
  const [searchParams] = useSearchParams();
  const params = listQueryParams(list, searchParams);
  const query = list.useList(params);
  const page = Number(params.page);
  const { title, text } = empty ?? { title: texts.emptyTitle, text: texts.emptyText };
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title={texts.title} total={query.data?.total} />
        {actions}
      </div>
      {texts.description ? <p className="mt-2 text-stone-600">{texts.description}</p> : null}
      {toolbar}
      <div className="mt-6">
        <PagedTable
          query={query}
          what={texts.what}
          empty={
            <EmptyState title={title} links={emptyLinks}>
              {text ? <p>{text}</p> : null}
            </EmptyState>
          }
          caption={caption}
          head={<HeadCells columns={texts.columns as (string | [string, string])[]} />}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          pagesLabel={texts.pagesLabel}
          row={(item, index) => row(item, (page - 1) * ADMIN_PAGE_SIZE + index + 1)}
        />
      </div>
    </div>
  );
}
