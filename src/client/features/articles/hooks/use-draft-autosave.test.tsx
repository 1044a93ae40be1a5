// @vitest-environment happy-dom
import { plainTextToDoc } from '@shared/rich-text/text';
import type { Draft } from '@shared/schemas/drafts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContextProvider } from '../../../lib/app-context';
import { runBeforeSignOut } from '../../../lib/before-sign-out';
import { deferred, errorReply, type FakeReply, fakeApi } from '../../../testing/fake-api';
import type { DraftValues } from '../api/drafts';
import { DraftConflict, DraftStatus } from '../components/draft-status';
import { AUTOSAVE_DELAY_MS, useDraftAutosave } from './use-draft-autosave';

const READER = 'reader-1';
const SAVED_AT = '2030-01-01T00:00:00.000Z';

const DRAFT: Draft = {
  id: 'd1',
  title: 'First words',
  publisher: '',
  tags: [],
  image: '',
  standfirst: '',
  imageAlt: '',
  imageCaption: '',
  body: null,
  version: 3,
  createdAt: SAVED_AT,
  updatedAt: SAVED_AT,
};

const valuesOf = (draft: Draft | undefined, title = draft?.title ?? ''): DraftValues => ({
  title,
  publisher: draft?.publisher ?? '',
  tags: draft?.tags ?? [],
  body: plainTextToDoc(''),
  image: draft?.image ?? '',
  standfirst: '',
  imageAlt: '',
  imageCaption: '',
});

/** Where the hook keeps the device's copy (device-copy.ts): per reader and draft, `new` before it has an id. */
const deviceCopy = (id: string) => {
  const stored = window.localStorage.getItem(`broadsheet:draft:${READER}:${id}`);
  return stored ? (JSON.parse(stored) as { values: DraftValues; version: number }) : null;
};

/**
 * The hook as src/client/features/articles/components/add-article-form.tsx uses it, with the title as the
 * one field: what the device kept comes back on mount, the save state and the conflict are shown beside it.
 */
function Writer({ draft, onCreated = () => {} }: { draft?: Draft; onCreated?: (id: string) => void }) {
  const [initial] = useState(() => valuesOf(draft));
  const [title, setTitle] = useState(initial.title);
  const autosave = useDraftAutosave({ draft, initial, readerId: READER, onCreated });
  const { restoreLocal } = autosave;
  useEffect(() => {
    const restored = restoreLocal();
    if (restored) setTitle(restored.title);
  }, [restoreLocal]);
  return (
    <>
      <label>
        Title
        <input
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            autosave.change(valuesOf(draft, event.target.value));
          }}
        />
      </label>
      {autosave.state === 'conflict' ? (
        <DraftConflict
          onKeepBoth={() => void autosave.keepBoth()}
          onKeepMine={() => void autosave.keepMine()}
        />
      ) : null}
      <DraftStatus
        state={autosave.state}
        touched
        onSave={() => void autosave.flush()}
        onRetry={() => void autosave.flush()}
      />
    </>
  );
}

function renderWriter(server: ReturnType<typeof fakeApi>, props: Parameters<typeof Writer>[0] = {}) {
  const context = {
    api: server.api,
    siteName: 'Broadsheet',
    origin: 'http://localhost',
    features: { google: false, stripePublishableKey: null },
  };
  return render(
    <AppContextProvider value={context}>
      <Writer {...props} />
    </AppContextProvider>,
  );
}

/** The clock moves on by `ms`, and whatever it set off (saves and their answers) settles. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const saved = (version: number): FakeReply => ({ body: { version, updatedAt: SAVED_AT } });
const titleField = () => screen.getByRole('textbox', { name: 'Title' });
/**
 * Adds `text` to the title as one change. fireEvent rather than user-event: user-event's pauses between
 * keys wait on timers, and with the clock faked here, only the test moves it.
 */
const typeInTitle = (text: string) => {
  const field = titleField() as HTMLInputElement;
  fireEvent.change(field, { target: { value: field.value + text } });
};
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const status = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDraftAutosave', () => {
  it('saves once typing pauses, the whole text in one request', async () => {
    const server = fakeApi({ 'PUT /drafts/d1': () => saved(4) });
    renderWriter(server, { draft: DRAFT });
    typeInTitle(' he');
    await pass(AUTOSAVE_DELAY_MS - 1);
    // Each change starts the pause afresh.
    typeInTitle('re');
    expect(status()).toHaveProperty('textContent', 'Changes not saved yet');
    // Kept on the device at once, before any save.
    expect(deviceCopy('d1')).toEqual({ values: valuesOf(DRAFT, 'First words here'), version: 3 });

    await pass(AUTOSAVE_DELAY_MS - 1);
    expect(server.requests).toEqual([]);
    await pass(1);
    expect(server.requests).toHaveLength(1);
    expect(server.sentTo('PUT /drafts/d1')[0]?.body).toEqual({
      ...valuesOf(DRAFT, 'First words here'),
      version: 3,
    });
    expect(status()).toHaveProperty('textContent', 'Saved');
    expect(deviceCopy('d1')).toBeNull();
  });

  it('says Saving… while the save is on its way', async () => {
    const answer = deferred<FakeReply>();
    const server = fakeApi({ 'PUT /drafts/d1': () => answer.promise });
    renderWriter(server, { draft: DRAFT });
    typeInTitle('!');
    await pass(AUTOSAVE_DELAY_MS);
    expect(status()).toHaveProperty('textContent', 'Saving…');
    answer.resolve(saved(4));
    await pass(0);
    expect(status()).toHaveProperty('textContent', 'Saved');
  });

  it('creates a new draft on the first save, then saves on top of it', async () => {
    const onCreated = vi.fn();
    const server = fakeApi({
      'POST /drafts': () => ({ status: 201, body: { id: 'd-new', version: 1, updatedAt: SAVED_AT } }),
      'PUT /drafts/d-new': () => saved(2),
    });
    renderWriter(server, { onCreated });
    typeInTitle('Hi');
    await pass(AUTOSAVE_DELAY_MS);
    expect(server.sentTo('POST /drafts')[0]?.body).toEqual(valuesOf(undefined, 'Hi'));
    expect(onCreated).toHaveBeenCalledWith('d-new');

    typeInTitle('!');
    await pass(AUTOSAVE_DELAY_MS);
    expect(server.sentTo('PUT /drafts/d-new')[0]?.body).toEqual({
      ...valuesOf(undefined, 'Hi!'),
      version: 1,
    });
    expect(server.sentTo('POST /drafts')).toHaveLength(1);
  });

  it('sends what was typed during a save right after it, on the version that save made', async () => {
    const first = deferred<FakeReply>();
    const server = fakeApi({ 'PUT /drafts/d1': () => first.promise });
    renderWriter(server, { draft: DRAFT });
    typeInTitle(' A');
    await pass(AUTOSAVE_DELAY_MS);
    typeInTitle('B');
    // The text typed meanwhile is on the device, on the version it was written on.
    expect(deviceCopy('d1')).toEqual({ values: valuesOf(DRAFT, 'First words AB'), version: 3 });
    server.on('PUT /drafts/d1', () => saved(5));
    first.resolve(saved(4));
    await pass(0);
    expect(server.sentTo('PUT /drafts/d1').map((request) => request.body)).toEqual([
      { ...valuesOf(DRAFT, 'First words A'), version: 3 },
      { ...valuesOf(DRAFT, 'First words AB'), version: 4 },
    ]);
    expect(status()).toHaveProperty('textContent', 'Saved');
    expect(deviceCopy('d1')).toBeNull();
    // The pause after B finds nothing left to send.
    await pass(AUTOSAVE_DELAY_MS);
    expect(server.requests).toHaveLength(2);
  });

  it('shows a failed save as not saved, keeps the text on the device, and saves it on Retry', async () => {
    const server = fakeApi({ 'PUT /drafts/d1': () => errorReply(503, 'SERVICE_UNAVAILABLE', 'Busy') });
    renderWriter(server, { draft: DRAFT });
    typeInTitle('!');
    await pass(AUTOSAVE_DELAY_MS);
    expect(status()).toHaveProperty('textContent', 'Not saved — retry');
    expect(screen.getByText('Kept on this device until it reaches the server.')).toBeTruthy();
    expect(deviceCopy('d1')?.values.title).toBe('First words!');

    server.on('PUT /drafts/d1', () => saved(4));
    click('Retry');
    await pass(0);
    expect(server.sentTo('PUT /drafts/d1')).toHaveLength(2);
    expect(status()).toHaveProperty('textContent', 'Saved');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(deviceCopy('d1')).toBeNull();
  });

  it('retries a failed save as soon as the connection comes back', async () => {
    const server = fakeApi({ 'PUT /drafts/d1': () => errorReply(503, 'SERVICE_UNAVAILABLE', 'Busy') });
    renderWriter(server, { draft: DRAFT });
    typeInTitle('!');
    await pass(AUTOSAVE_DELAY_MS);
    expect(status()).toHaveProperty('textContent', 'Not saved — retry');
    // Without a way back, nothing is sent again on its own.
    await pass(60_000);
    expect(server.sentTo('PUT /drafts/d1')).toHaveLength(1);

    server.on('PUT /drafts/d1', () => saved(4));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await pass(0);
    expect(server.sentTo('PUT /drafts/d1')).toHaveLength(2);
    expect(status()).toHaveProperty('textContent', 'Saved');
  });

  it('meets a newer version saved elsewhere as a conflict, never an overwrite', async () => {
    const server = fakeApi({
      'PUT /drafts/d1': () => errorReply(409, 'DRAFT_CONFLICT', 'Saved elsewhere'),
    });
    renderWriter(server, { draft: DRAFT });
    typeInTitle('!');
    await pass(AUTOSAVE_DELAY_MS);
    expect(screen.getByRole('alert').textContent).toContain('This draft changed elsewhere');
    // Typing on keeps the text on the device, but sends nothing over the other version.
    typeInTitle('?');
    await pass(AUTOSAVE_DELAY_MS * 10);
    expect(server.sentTo('PUT /drafts/d1')).toHaveLength(1);
    expect(deviceCopy('d1')?.values.title).toBe('First words!?');
  });

  it('replaces the other version on request, saving on top of the version the server holds now', async () => {
    const server = fakeApi({
      'PUT /drafts/d1': () => errorReply(409, 'DRAFT_CONFLICT', 'Saved elsewhere'),
      'GET /drafts/d1': () => ({ body: { ...DRAFT, title: 'Theirs', version: 7 } }),
    });
    renderWriter(server, { draft: DRAFT });
    typeInTitle('!');
    await pass(AUTOSAVE_DELAY_MS);
    server.on('PUT /drafts/d1', () => saved(8));
    click('Replace it with mine');
    await pass(0);
    expect(server.sentTo('PUT /drafts/d1').at(-1)?.body).toEqual({
      ...valuesOf(DRAFT, 'First words!'),
      version: 7,
    });
    expect(status()).toHaveProperty('textContent', 'Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps both on request: what was written here becomes a new draft', async () => {
    const onCreated = vi.fn();
    const server = fakeApi({
      'PUT /drafts/d1': () => errorReply(409, 'DRAFT_CONFLICT', 'Saved elsewhere'),
      'POST /drafts': () => ({ status: 201, body: { id: 'd2', version: 1, updatedAt: SAVED_AT } }),
    });
    renderWriter(server, { draft: DRAFT, onCreated });
    typeInTitle('!');
    await pass(AUTOSAVE_DELAY_MS);
    click('Keep both');
    await pass(0);
    expect(server.sentTo('POST /drafts')[0]?.body).toEqual(valuesOf(DRAFT, 'First words!'));
    expect(onCreated).toHaveBeenCalledWith('d2');
    expect(server.sentTo('PUT /drafts/d1')).toHaveLength(1);
    expect(status()).toHaveProperty('textContent', 'Saved');
  });

  it('loses nothing when the form goes away before the save: the next visit sends it', async () => {
    const server = fakeApi({ 'PUT /drafts/d1': () => saved(4) });
    const first = renderWriter(server, { draft: DRAFT });
    typeInTitle(' kept');
    first.unmount();
    // The form is gone: its pending save is not sent from nowhere...
    await pass(AUTOSAVE_DELAY_MS * 10);
    expect(server.requests).toEqual([]);
    // ...but stays on the device, and the next visit restores it and sends it at once.
    expect(deviceCopy('d1')?.values.title).toBe('First words kept');

    renderWriter(server, { draft: DRAFT });
    expect(titleField()).toHaveProperty('value', 'First words kept');
    await pass(0);
    expect(server.sentTo('PUT /drafts/d1')[0]?.body).toEqual({
      ...valuesOf(DRAFT, 'First words kept'),
      version: 3,
    });
    expect(deviceCopy('d1')).toBeNull();
  });

  it('sends what is pending at once when the reader signs out', async () => {
    const server = fakeApi({ 'PUT /drafts/d1': () => saved(4) });
    renderWriter(server, { draft: DRAFT });
    typeInTitle('.');
    await act(() => runBeforeSignOut());
    expect(server.sentTo('PUT /drafts/d1')[0]?.body).toEqual({
      ...valuesOf(DRAFT, 'First words.'),
      version: 3,
    });
    // The save the pause would have made is not sent a second time.
    await pass(AUTOSAVE_DELAY_MS);
    expect(server.requests).toHaveLength(1);
  });
});
