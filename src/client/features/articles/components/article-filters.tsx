import { TAGS } from '@shared/constants';
import { ARTICLE_LIST_TEXTS, ARTICLE_TEXTS } from '@shared/messages';
import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { paths } from '@shared/paths';
import type { Publisher } from '@shared/schemas/publishers';
import { sectionName } from '@shared/sections';
import type { ChangeEvent } from 'react';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/field';
import { useHydrated } from '../../../lib/use-hydrated';
import { type ArticleFilterValues, useArticleFilters } from '../hooks/use-article-filters';

const TEXTS = ARTICLE_TEXTS.all;

function FilterSelect({
  label,
  name,
  value,
  onChange,
  all,
  options,
  labelOf = (option) => option,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The first choice, which filters nothing. */
  all: string;
  options: readonly string[];
  /** How each choice reads (the value as it is, by default). */
  labelOf?: (option: string) => string;
}) {
  return (
    <Field label={label}>
      <Select name={name} value={value} onChange={onChange} className="h-11">
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * All Articles' publisher and tag filters, which narrow a search too: applied as soon as one changes; before
 * the page's script runs (or without it) they are a plain GET form with a button.
 */
export function ArticleFilters({
  publishers,
  current,
  search,
}: {
  publishers: Publisher[];
  current: ArticleFilterValues;
  /** The words searched for, which the filters narrow. */
  search: string;
}) {
  const hydrated = useHydrated();
  const { filters, changeFilter } = useArticleFilters(current);
  return (
    <Form method="get" action={paths.allArticles} className="contents">
      {search ? <input type="hidden" name="search" value={search} /> : null}
      <FilterSelect
        label={ARTICLE_WRITING_TEXTS.form.labels.publisher}
        name="publisher"
        value={filters.publisher}
        onChange={changeFilter('publisher')}
        all={TEXTS.allPublishers}
        options={publishers.map((publisher) => publisher.publisherName)}
      />
      <FilterSelect
        label={TEXTS.tag}
        name="tag"
        value={filters.tag}
        onChange={changeFilter('tag')}
        all={TEXTS.allTags}
        options={TAGS}
        labelOf={sectionName}
      />
      {/* The server's page applies the filters with this button; once the scripts run, a choice applies at
          once and the button is hidden (the form keeps it, as a form should). */}
      <Button type="submit" hidden={hydrated} className="h-11 self-end lg:col-start-3">
        {TEXTS.applyFilters}
      </Button>
    </Form>
  );
}

/** Says which filter in the address does not exist, and so is not applied. */
export function UnknownFilters({ unknown }: { unknown: { tag?: string; publisher?: string } }) {
  if (!unknown.tag && !unknown.publisher) return null;
  return (
    <div role="status" className="mt-4 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      {unknown.publisher ? <p>{ARTICLE_LIST_TEXTS.unknownPublisher(unknown.publisher)}</p> : null}
      {unknown.tag ? <p>{ARTICLE_LIST_TEXTS.unknownTag(unknown.tag)}</p> : null}
    </div>
  );
}
