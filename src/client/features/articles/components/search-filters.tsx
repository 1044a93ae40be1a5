import { TAGS, type Tag } from '@shared/constants';
import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { paths } from '@shared/paths';
import type { Publisher } from '@shared/schemas/publishers';
import { sectionName } from '@shared/sections';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Select, TextInput } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';

const TEXTS = DISCOVERY_TEXTS.searchFilters;

export interface SearchFilterValues {
  search: string;
  tag?: Tag | undefined;
  publisher?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The search page's address for these words and filters. */
export function searchHref({ search, tag, publisher, from, to }: SearchFilterValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ q: search, tag, publisher, from, to })) {
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${paths.search}?${query}` : paths.search;
}

/**
 * The results' filters: section, publisher and the days the articles were written. A plain GET form that
 * keeps the words searched for, so the address always says what is shown (and works before the scripts).
 */
export function SearchFilters({
  current,
  publishers,
}: {
  current: SearchFilterValues;
  publishers: Publisher[];
}) {
  const filtered = Boolean(current.tag || current.publisher || current.from || current.to);
  return (
    <Form
      method="get"
      action={paths.search}
      aria-label={TEXTS.legend}
      className="mt-4 grid gap-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]"
    >
      <input type="hidden" name="q" value={current.search} />
      <Field label={TEXTS.section}>
        <Select key={current.tag ?? ''} name="tag" defaultValue={current.tag ?? ''} className="h-11">
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
          key={current.publisher ?? ''}
          name="publisher"
          defaultValue={current.publisher ?? ''}
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
          key={current.from ?? ''}
          type="date"
          name="from"
          defaultValue={current.from}
          className="h-11"
        />
      </Field>
      <Field label={TEXTS.to}>
        <TextInput key={current.to ?? ''} type="date" name="to" defaultValue={current.to} className="h-11" />
      </Field>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-1">
        <Button type="submit" className="h-11">
          {TEXTS.apply}
        </Button>
        {filtered ? (
          <Link
            to={searchHref({ search: current.search })}
            className="pb-2 text-sm font-semibold text-red-700 underline hover:text-red-800"
          >
            {TEXTS.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
