import { SITE_TEXTS } from '@shared/messages/site';
import { paths } from '@shared/paths';
import type { SearchSuggestions as Found } from '@shared/schemas/search';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useApi } from '../../../lib/app-context';
import { getSearchSuggestions } from '../api/get-search-suggestions';

const TEXTS = SITE_TEXTS.suggestions;
/** Typing must pause this long before suggestions are asked for. */
const DEBOUNCE_MS = 200;
/** Fewer characters than this (trimmed) ask for nothing. */
const MIN_CHARACTERS = 2;

/** What the field shows of the list: whether it is open, and which option is active. */
export interface ComboboxView {
  expanded: boolean;
  activeId: string | undefined;
}

export interface SuggestionsProps {
  inputRef: RefObject<HTMLInputElement | null>;
  listId: string;
  /** What the field holds now. */
  text: string;
  onView: (view: ComboboxView) => void;
  /** An option was chosen (and its page is being opened). */
  onChosen: () => void;
}

interface Option {
  id: string;
  group: 'articles' | 'sections' | 'authors';
  label: string;
  to: string;
  photo?: string;
}

type State = { status: 'idle' } | { status: 'done'; options: Option[] } | { status: 'failed' };

function optionsOf(found: Found, listId: string): Option[] {
  const options: Omit<Option, 'id'>[] = [
    ...found.articles.map((a) => ({
      group: 'articles' as const,
      label: a.title,
      to: paths.articleDetails(a._id),
    })),
    ...found.sections.map((s) => ({ group: 'sections' as const, label: s.name, to: paths.section(s.tag) })),
    ...found.authors.map((a) => ({
      group: 'authors' as const,
      label: a.name,
      to: paths.author(a._id),
      photo: a.photo,
    })),
  ];
  return options.map((option, index) => ({ ...option, id: `${listId}-${index}` }));
}

/**
 * The header search's suggestions, a WAI-ARIA 1.2 combobox with a listbox popup: articles by title, sections
 * and authors, asked for once typing pauses, a stale request cancelled when the next keystroke comes.
 * Up and Down move through them (wrapping), Enter opens the active one (with none active, the form searches),
 * Escape closes the list, and so do Tab and a click elsewhere. Lazy-loaded by header-search.tsx.
 */
export function SearchSuggestions({ inputRef, listId, text, onView, onChosen }: SuggestionsProps) {
  const api = useApi();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(true);
  const query = text.trim();
  const options = state.status === 'done' ? state.options : [];

  useEffect(() => {
    if (query.length < MIN_CHARACTERS) {
      setState({ status: 'idle' });
      setExpanded(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSearchSuggestions(api, query, controller.signal).then(
        (found) => {
          // An answer that lands after the text changed, as the request is being cancelled, is dropped too.
          if (controller.signal.aborted) return;
          const next = optionsOf(found, listId);
          setState({ status: 'done', options: next });
          setActive(-1);
          setExpanded(next.length > 0 && document.activeElement === inputRef.current);
        },
        () => {
          if (controller.signal.aborted) return;
          setState({ status: 'failed' });
          setExpanded(false);
        },
      );
    }, DEBOUNCE_MS);
    // A newer text (or leaving the page) makes this one stale: its request, sent or not, is dropped.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, listId, inputRef]);

  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;
  useEffect(() => onView({ expanded, activeId }), [expanded, activeId, onView]);
  useEffect(() => () => onView({ expanded: false, activeId: undefined }), [onView]);

  const choose = (option: Option) => {
    setExpanded(false);
    onChosen();
    navigate(option.to);
  };

  // The field's keys and focus, while this list is mounted beside it.
  const latest = useRef({ options, expanded, active, choose });
  latest.current = { options, expanded, active, choose };
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, expanded: open, active: current } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (list.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setExpanded(true);
        const first = step === 1 ? 0 : list.length - 1;
        setActive(open && current >= 0 ? (current + step + list.length) % list.length : first);
      } else if (event.key === 'Enter' && open && current >= 0) {
        const option = list[current];
        if (!option) return;
        event.preventDefault();
        latest.current.choose(option);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        setExpanded(false);
        setActive(-1);
      }
    };
    const onBlur = () => {
      setFocused(false);
      setExpanded(false);
    };
    const onFocus = () => {
      setFocused(true);
      setExpanded(latest.current.options.length > 0);
    };
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
    };
  }, [inputRef]);

  const groups = (['articles', 'sections', 'authors'] as const)
    .map((group) => ({ group, members: options.filter((option) => option.group === group) }))
    .filter(({ members }) => members.length > 0);
  const notice =
    state.status === 'failed'
      ? TEXTS.failed
      : state.status === 'done' && options.length === 0
        ? TEXTS.none
        : '';
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={TEXTS.list}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded border border-stone-200 bg-white py-1 text-sm shadow-lg"
      >
        {groups.map(({ group, members }) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups, not form fieldsets
          <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
            <div
              id={`${listId}-${group}`}
              role="presentation"
              className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-500"
            >
              {TEXTS[group]}
            </div>
            {members.map((option) => {
              const selected = option.id === activeId;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (a combobox keeps focus)
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  // Keeps focus in the field, so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  className={`flex cursor-pointer items-center gap-2 px-3 py-2 ${selected ? 'bg-red-700 text-white' : 'text-stone-800 hover:bg-red-50'}`}
                >
                  {option.group === 'authors' ? <Avatar src={option.photo} size={24} /> : null}
                  {/* The whole headline, wrapped: a cut one may hide the words that tell two stories apart. */}
                  <span className="min-w-0 wrap-anywhere">{option.label}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {/* Announced as it changes; shown too when there is nothing to choose from. */}
      <p
        role="status"
        className={
          notice && focused
            ? 'absolute inset-x-0 top-full z-50 mt-1 rounded border border-stone-200 bg-white px-3 py-2 text-sm text-stone-600 shadow-lg'
            : 'sr-only'
        }
      >
        {notice || (expanded ? TEXTS.count(options.length) : '')}
      </p>
    </>
  );
}
