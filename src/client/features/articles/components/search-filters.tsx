import { TAGS, type Tag } from '@shared/constants';
import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import { SEARCH_SORTS, type SearchSort } from '@shared/schemas/articles';
import type { Publisher } from '@shared/schemas/publishers';
import { sectionName } from '@shared/sections';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Select, TextInput } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { useHydrated } from '../../../lib/use-hydrated';

const TEXTS = DISCOVERY_TEXTS.searchFilters;

export interface SearchFilterValues {
  search: string;
  tag?: Tag | undefined;
  publisher?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** `date`: newest first; best match first (the default) otherwise. */
  sort?: SearchSort | undefined;
}

/** The search page's address for these words, filters and order (the default order is not named). */
export function searchHref({ search, tag, publisher, from, to, sort }: SearchFilterValues): string {
  const params = new URLSearchParams();
  const order = sort === 'date' ? sort : undefined;
  for (const [key, value] of Object.entries({ q: search, tag, publisher, from, to, sort: order })) {
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${paths.search}?${query}` : paths.search;
}

/** The filters a change applies: those chosen so far, with this one's new value (empty clears it). */
type FilterKey = 'tag' | 'publisher' | 'from' | 'to' | 'sort';

/**
 * The results' filters: section, publisher and the days the articles were written, and their order (best
 * match or newest first). As on All Articles, a
 * change applies at once and keeps focus where it is (the fields are never remounted); before the page's
 * script runs (or without it) they are a plain GET form with a button that keeps the words searched for.
 */
export function SearchFilters({
  current,
  publishers,
}: {
  current: SearchFilterValues;
  publishers: Publisher[];
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const chosen = useRef(current);
  const [values, setValues] = useState(current);
  // The address changed otherwise (back, a link): the fields follow it.
  const { search, tag, publisher, from, to, sort } = current;
  useEffect(() => {
    chosen.current = { search, tag, publisher, from, to, sort };
    setValues(chosen.current);
  }, [search, tag, publisher, from, to, sort]);
  const change = (key: FilterKey) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    chosen.current = { ...chosen.current, [key]: event.target.value || undefined };
    setValues(chosen.current);
    void navigate(searchHref(chosen.current));
  };
  const filtered = Boolean(current.tag || current.publisher || current.from || current.to);
  return (
    <Form
      method="get"
      action={paths.search}
      aria-label={TEXTS.legend}
      className="mt-4 grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[1fr_1fr_auto_auto_auto_auto]"
    >
      <input type="hidden" name="q" value={current.search} />
      <Field label={TEXTS.section}>
        <Select name="tag" value={values.tag ?? ''} onChange={change('tag')} className="h-11">
          <option value="">{TEXTS.allSections}</option>
          {TAGS.map((tag) => (
            <option key={tag} value={tag}>
              {sectionName(tag)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={TEXTS.publisher}>
        <Select
          name="publisher"
          value={values.publisher ?? ''}
          onChange={change('publisher')}
          className="h-11"
        >
          <option value="">{TEXTS.allPublishers}</option>
          {publishers.map((publisher) => (
            <option key={publisher._id} value={publisher.publisherName}>
              {publisher.publisherName}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={TEXTS.from}>
        <TextInput
          type="date"
          name="from"
          value={values.from ?? ''}
          onChange={change('from')}
          className="h-11"
        />
      </Field>
      <Field label={TEXTS.to}>
        <TextInput type="date" name="to" value={values.to ?? ''} onChange={change('to')} className="h-11" />
      </Field>
      <Field label={TEXTS.sort}>
        <Select name="sort" value={values.sort ?? 'relevance'} onChange={change('sort')} className="h-11">
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {TEXTS.sorts[sort]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-1">
        {/* The server's page applies the filters with this button; once the scripts run, a change applies
            at once and the button is hidden, as on All Articles. */}
        <Button type="submit" hidden={hydrated} className="h-11">
          {TEXTS.apply}
        </Button>
        {filtered ? (
          <Link
            to={searchHref({ search: current.search, sort: current.sort })}
            className="pb-2 text-sm font-semibold text-red-700 underline hover:text-red-800"
          >
            {TEXTS.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
