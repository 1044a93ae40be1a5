// @vitest-environment happy-dom
import { setImmediate } from 'node:timers';
import type { SearchSuggestions } from '@shared/schemas/search';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, errorReply, type FakeReply, fakeApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { HeaderSearch } from './header-search';

/** search-suggestions.tsx waits this long after the last keystroke before it asks. */
const DEBOUNCE_MS = 200;
const ROUTE = 'GET /search-suggestions';

const found = (title: string, more: Partial<SearchSuggestions> = {}): FakeReply => ({
  body: { articles: [{ _id: `id-${title}`, title }], sections: [], authors: [], ...more },
});

const FULL = found('Cats in the city', {
  sections: [{ tag: 'Culture', slug: 'culture', name: 'Culture' }],
  authors: [{ _id: 'au1', name: 'Cathy Writer', photo: '' }],
});

/** Where the router is, so that a chosen suggestion's page can be seen without rendering that page. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderSearch(server: ReturnType<typeof fakeApi>) {
  return renderApp(
    [
      {
        path: '*',
        element: (
          <>
            <HeaderSearch />
            <Address />
          </>
        ),
      },
    ],
    { api: server.api },
  );
}

const field = () => screen.getByRole('combobox', { name: 'Search articles' }) as HTMLInputElement;
/** The popup the field controls (found through aria-controls: a hidden listbox has no accessible name). */
const list = () => {
  const popup = document.getElementById(field().getAttribute('aria-controls') ?? '');
  if (popup?.getAttribute('role') !== 'listbox') throw new Error('the field controls no listbox');
  return popup;
};
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

/** The field gets focus, and the suggestions' code (loaded on the first focus) is in place. */
async function focusField() {
  act(() => field().focus());
  await vi.waitFor(() => list());
}

const type = (value: string) => fireEvent.change(field(), { target: { value } });
const press = (key: string) => fireEvent.keyDown(field(), { key });

/** The typing pause passes, and the request it set off is answered. */
const pause = (ms = DEBOUNCE_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Every promise chain already started runs to its end: a task queued after them runs only once the
 * microtask queue is empty. Proves that an answer was handled (or dropped) without waiting on any clock.
 */
const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the header search’s suggestions', () => {
  it('is a combobox that controls a closed listbox until there is something to suggest', async () => {
    const server = fakeApi({ [ROUTE]: () => FULL });
    renderSearch(server);
    await focusField();
    // A combobox on a text field: HTML does not allow the role on a search field (type=search).
    expect(field().type).toBe('text');
    expect(field().getAttribute('enterkeyhint')).toBe('search');
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    expect(list().hidden).toBe(true);
  });

  it('asks once typing pauses and shows articles, sections and authors in groups', async () => {
    const server = fakeApi({ [ROUTE]: () => FULL });
    renderSearch(server);
    await focusField();
    type('c');
    type('ca');
    await pause(DEBOUNCE_MS - 1);
    expect(server.requests).toEqual([]);
    await pause(1);
    expect(server.sentTo(ROUTE).map((request) => request.query.get('q'))).toEqual(['ca']);

    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(list().hidden).toBe(false);
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBe(list());
    const groups = within(list()).getAllByRole('group');
    expect(groups.map((group) => group.textContent)).toEqual([
      'ArticlesCats in the city',
      'SectionsCulture',
      'AuthorsCathy Writer',
    ]);
    expect(screen.getByRole('group', { name: 'Authors' })).toBeTruthy();
    expect(optionNames()).toEqual(['Cats in the city', 'Culture', 'Cathy Writer']);
    expect(screen.getByText(/3 suggestions; use the up and down arrows/)).toBeTruthy();
  });

  it('asks nothing for fewer than two characters', async () => {
    const server = fakeApi({ [ROUTE]: () => FULL });
    renderSearch(server);
    await focusField();
    type(' c ');
    await pause(DEBOUNCE_MS * 10);
    expect(server.requests).toEqual([]);
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('drops an answer that lands after a newer query was typed', async () => {
    const stale = deferred<FakeReply>();
    const fresh = deferred<FakeReply>();
    const server = fakeApi({
      [ROUTE]: (request) => (request.query.get('q') === 'ca' ? stale.promise : fresh.promise),
    });
    renderSearch(server);
    await focusField();
    type('ca');
    await pause();
    type('cat');
    await pause();
    const [first, second] = server.sentTo(ROUTE);
    expect(second?.query.get('q')).toBe('cat');
    // The older request was cancelled when the newer text came.
    expect(first?.signal?.aborted).toBe(true);
    expect(second?.signal?.aborted).toBe(false);

    fresh.resolve(found('Cats'));
    await settle();
    expect(optionNames()).toEqual(['Cats']);
    // The answer to "ca" arrives late, all the same: what is shown stays the answer to "cat".
    stale.resolve(found('Cars'));
    await settle();
    expect(optionNames()).toEqual(['Cats']);
  });

  it('moves through the suggestions with the arrows, wrapping, and opens the active one with Enter', async () => {
    const server = fakeApi({ [ROUTE]: () => FULL });
    renderSearch(server);
    await focusField();
    type('cat');
    await pause();
    const [article, section, author] = screen.getAllByRole('option');

    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(article?.id);
    expect(article?.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(author?.id);
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(article?.id);
    press('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(author?.id);
    press('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(section?.id);
    expect(section?.getAttribute('aria-selected')).toBe('true');
    expect(article?.getAttribute('aria-selected')).toBe('false');

    press('Enter');
    await settle();
    expect(address()).toBe('/section/culture');
    expect(field().value).toBe('');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list with Escape, and opens it again with the arrows', async () => {
    const server = fakeApi({ [ROUTE]: () => FULL });
    renderSearch(server);
    await focusField();
    type('cat');
    await pause();
    press('ArrowDown');
    press('Escape');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    expect(list().hidden).toBe(true);
    // Escape with the list closed is not the list's to take; Enter with no active option opens nothing.
    press('Enter');
    expect(address()).toBe('/');

    press('ArrowUp');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option').at(-1)?.id);
  });

  it('opens a suggestion on a click', async () => {
    const server = fakeApi({ [ROUTE]: () => FULL });
    renderSearch(server);
    await focusField();
    type('cat');
    await pause();
    fireEvent.click(screen.getByRole('option', { name: 'Cathy Writer' }));
    await settle();
    expect(address()).toBe('/author/au1');
  });

  it('says when there is nothing to suggest, or when suggestions could not be loaded', async () => {
    const server = fakeApi({ [ROUTE]: () => ({ body: { articles: [], sections: [], authors: [] } }) });
    renderSearch(server);
    await focusField();
    type('zz');
    await pause();
    expect(screen.getByText('No suggestions. Press Enter to search every article.')).toBeTruthy();
    expect(field().getAttribute('aria-expanded')).toBe('false');

    server.on(ROUTE, () => errorReply(503, 'SERVICE_UNAVAILABLE', 'Busy'));
    type('zzz');
    await pause();
    expect(
      screen.getByText('Suggestions could not be loaded. Press Enter to search every article.'),
    ).toBeTruthy();
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });
});
