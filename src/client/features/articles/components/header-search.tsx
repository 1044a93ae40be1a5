import { LAYOUT_TEXTS } from '@shared/messages/layout';
import { paths } from '@shared/paths';
import {
  type ComponentType,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Form, useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { useHydrated } from '../../../lib/use-hydrated';
import type { ComboboxView, SuggestionsProps } from './search-suggestions';

const TEXTS = LAYOUT_TEXTS.search;

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/**
 * The search in the header of every page (docs/product.md#pages-and-navigation): a plain GET form to
 * `/search?q=` that works before any script runs, inline on wide screens and behind an icon on smaller ones.
 * Once React runs, the field is a combobox whose suggestions (search-suggestions.tsx) load the first time
 * it gets focus, so the code for them is never part of the first page load.
 */
export function HeaderSearch() {
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [view, setView] = useState<ComboboxView>({ expanded: false, activeId: undefined });
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const loading = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const formId = `${id}-form`;
  const listId = `${id}-list`;

  // A new page closes the small screens' panel and starts the next search afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on every page change
  useEffect(() => {
    setOpen(false);
    clear();
  }, [location.pathname]);

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setText('');
  };

  const loadSuggestions = () => {
    if (loading.current) return;
    loading.current = true;
    import('./search-suggestions')
      .then((module) => setSuggestions(() => module.SearchSuggestions))
      .catch(() => {
        loading.current = false; // The plain search goes on working; the next focus tries again.
      });
  };

  const toggle = () => {
    setOpen((value) => !value);
    // Focus moves into the field once it is shown (a frame later, when it is no longer `hidden`).
    if (!open) requestAnimationFrame(() => inputRef.current?.focus());
  };

  const closePanel = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape the suggestions did not take (they were closed) closes the small screens' panel.
    if (event.key === 'Escape' && !event.defaultPrevented && open) closePanel();
  };

  const iconButton = 'rounded p-2 text-stone-700 hover:bg-stone-100 xl:hidden';
  return (
    <div className="flex items-center xl:ml-2 xl:w-48 2xl:ml-4 2xl:w-72">
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={iconButton}
          aria-expanded={open}
          aria-controls={formId}
          aria-label={open ? TEXTS.close : TEXTS.open}
          onClick={toggle}
        >
          <SearchIcon />
        </button>
      ) : (
        // Before the scripts run, the icon is a link to the search page.
        <Link to={paths.search} className={iconButton} aria-label={TEXTS.open}>
          <SearchIcon />
        </Link>
      )}
      <Form
        id={formId}
        method="get"
        action={paths.search}
        role="search"
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full gap-2 border-b border-stone-200 bg-white p-3 shadow-sm xl:static xl:flex xl:flex-1 xl:border-0 xl:p-0 xl:shadow-none`}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {TEXTS.label}
        </label>
        <div className="relative flex-1">
          <input
            ref={inputRef}
            id={`${id}-q`}
            // A search field until the scripts run; then a combobox, which HTML allows on a text field only
            // (never on type=search). The keyboard offers its search key either way.
            type={hydrated ? 'text' : 'search'}
            enterKeyHint="search"
            name="q"
            required
            maxLength={200}
            autoComplete="off"
            placeholder={TEXTS.placeholder}
            onChange={(event) => setText(event.target.value)}
            onFocus={loadSuggestions}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded border border-stone-300 px-3 text-sm focus:border-red-700 focus:outline-none focus:ring-2 focus:ring-red-700/30"
            {...(hydrated
              ? {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-controls': listId,
                  'aria-expanded': view.expanded,
                  'aria-activedescendant': view.activeId,
                }
              : {})}
          />
          {Suggestions ? (
            <Suggestions inputRef={inputRef} listId={listId} text={text} onView={setView} onChosen={clear} />
          ) : null}
        </div>
        <button
          type="submit"
          className="h-10 rounded bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800"
        >
          {TEXTS.submit}
        </button>
      </Form>
    </div>
  );
}
