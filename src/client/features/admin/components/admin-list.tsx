import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, type EmptyStateLink } from '../../../components/ui/empty-state';
import { type Column, PagedTable, PageHeading } from '../../../components/ui/paged-table';
import type { Query } from '../../../lib/api-client';
import type { PagedList } from '../api/admin-lists';
import { ADMIN_PAGE_SIZE, adminListParams, listQueryParams } from '../list-params';
import { StatusFilter } from './status-filter';
import { UserSearch } from './user-admin';

/** A list screen's texts (MODERATION_TEXTS.lists). */
export interface ListTexts {
  title: string;
  description?: string;
  /** What is being loaded, e.g. "the users". */
  what: string;
  columns: readonly Column[];
  pagesLabel: string;
  caption: string;
  emptyTitle: string;
  emptyText?: string;
  /** The caption and empty state of a search, when they differ from the other filters'. */
  searched?: ListTexts['filtered'];
  /** The search box's label and placeholder, when the list has one (the users' by default). */
  search?: { label: string; placeholder: string };
  /** The caption and empty state once a filter (a search, a status) narrows the list. */
  filtered?: {
    caption: (filter: string) => string;
    emptyTitle: string;
    emptyText: (filter: string) => string;
  };
}

/**
 * A dashboard list screen: its heading with the total (and `actions` beside it), a description, the list's
 * filter (the user search, the status links), then the page of rows the URL asks for in a PagedTable. `row`
 * gets each item and its serial number across pages.
 */
export function AdminList<T, P extends Query>({
  list,
  texts,
  row,
  actions,
  filters,
  above,
  emptyLinks,
}: {
  list: PagedList<T, P>;
  texts: ListTexts;
  row: (item: T, serial: number) => ReactNode;
  actions?: ReactNode;
  /** More filters, after the status links. */
  filters?: ReactNode;
  /** What stands between the filters and the table (the bulk actions). */
  above?: ReactNode;
  emptyLinks?: EmptyStateLink[];
}) {
  const [searchParams] = useSearchParams();
  const params = listQueryParams(list, searchParams);
  const query = list.useList(params);
  const page = Number(params.page);
  const { search, status } = adminListParams(searchParams);
  const searching = list.filters.includes('search') && search;
  const filter = searching || (list.filters.includes('status') && status);
  const filtered = filter && ((searching && texts.searched) || texts.filtered);
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title={texts.title} total={query.data?.total} />
        {actions}
      </div>
      {texts.description ? <p className="mt-2 text-stone-600">{texts.description}</p> : null}
      {list.filters.includes('search') ? (
        <UserSearch search={search} label={texts.search?.label} placeholder={texts.search?.placeholder} />
      ) : null}
      {list.filters.includes('status') ? <StatusFilter current={status} /> : null}
      {filters}
      {above}
      <div className="mt-6">
        <PagedTable
          query={query}
          what={texts.what}
          empty={
            <EmptyState title={filtered ? filtered.emptyTitle : texts.emptyTitle} links={emptyLinks}>
              {filtered ? (
                <p>{filtered.emptyText(filter)}</p>
              ) : texts.emptyText ? (
                <p>{texts.emptyText}</p>
              ) : null}
            </EmptyState>
          }
          caption={filtered ? filtered.caption(filter) : texts.caption}
          columns={texts.columns}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          pagesLabel={texts.pagesLabel}
          row={(item, index) => row(item, (page - 1) * ADMIN_PAGE_SIZE + index + 1)}
        />
      </div>
    </div>
  );
}
