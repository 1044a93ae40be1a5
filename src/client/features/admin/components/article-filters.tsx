import { TAGS } from '@shared/constants';
import { REVIEW_TEXTS } from '@shared/messages/review';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { adminListParams } from '../list-params';

const TEXTS = REVIEW_TEXTS.filters;
const control = 'mt-1 rounded border border-stone-300 bg-white px-3 py-2 font-normal text-stone-900';

/**
 * All Articles' section and author filters: set in the URL (with the status and the search kept, back to
 * page 1) when the form is sent. The form is keyed by the URL, so the back button shows what it filters.
 */
export function ArticleFilters() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tag, author } = adminListParams(searchParams);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['tag', 'author']) {
        const value = String(form.get(name) ?? '').trim();
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  };
  const clear = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['tag', 'author', 'page']) next.delete(name);
      return next;
    });
  return (
    <form
      key={`${tag ?? ''}|${author ?? ''}`}
      aria-label={TEXTS.label}
      onSubmit={apply}
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      {/* Sent before the page's script runs, the form still keeps the status and the search. */}
      {[...searchParams]
        .filter(([name]) => !['tag', 'author', 'page'].includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <label htmlFor={`${id}-tag`} className="flex flex-col text-sm font-semibold text-stone-700">
        {TEXTS.section}
        <select id={`${id}-tag`} name="tag" defaultValue={tag ?? ''} className={control}>
          <option value="">{TEXTS.anySection}</option>
          {TAGS.map((section) => (
            <option key={section} value={section}>
              {section}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-author`} className="flex flex-col text-sm font-semibold text-stone-700">
        {TEXTS.author}
        <input
          id={`${id}-author`}
          name="author"
          type="email"
          autoComplete="off"
          defaultValue={author ?? ''}
          className={`${control} w-64 max-w-full`}
        />
      </label>
      <button
        type="submit"
        className="rounded bg-stone-800 px-4 py-2 text-sm font-semibold text-white hover:bg-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40"
      >
        {TEXTS.apply}
      </button>
      {tag || author ? (
        <button
          type="button"
          onClick={clear}
          className="px-2 py-2 text-sm font-semibold text-red-800 underline"
        >
          {TEXTS.clear}
        </button>
      ) : null}
    </form>
  );
}
