// @vitest-environment happy-dom
import { plainTextToDoc } from '@shared/rich-text/text';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftValues } from '../api/drafts';
import { useEditAutosave } from './use-edit-autosave';

const KEY = 'broadsheet:edit:reader-1:a1';
const NOW = new Date('2030-05-06T07:08:09.000Z');

const values = (title: string): DraftValues => ({
  title,
  publisher: 'The Daily',
  tags: ['world'],
  body: plainTextToDoc('Body'),
  image: '',
  standfirst: '',
  imageAlt: '',
  imageCaption: '',
});
const SERVER = values('As published');

const stored = () => {
  const text = window.localStorage.getItem(KEY);
  return text ? (JSON.parse(text) as { values: DraftValues; base: string; keptAt: string }) : null;
};

const renderEdit = (initial = SERVER) =>
  renderHook(
    (props: { initial: DraftValues }) => useEditAutosave({ articleId: 'a1', readerId: 'reader-1', ...props }),
    {
      initialProps: { initial },
    },
  );

/** Whether leaving the page now would ask first (device-copy.ts's beforeunload warning). */
const leavingAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => {
  // Only Date is faked: keptAt is then a known time, and nothing here waits on a timer.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useEditAutosave', () => {
  it('keeps each change on the device at once, and asks before the page is left', () => {
    const { result } = renderEdit();
    expect(result.current.state).toBe('idle');
    expect(leavingAsks()).toBe(false);
    act(() => result.current.change(values('Edited')));
    expect(result.current.state).toBe('kept');
    expect(result.current.keptAt).toBe(NOW.toISOString());
    expect(stored()).toMatchObject({ values: values('Edited'), keptAt: NOW.toISOString() });
    expect(leavingAsks()).toBe(true);
  });

  it('keeps nothing once the form is back to the server’s version', () => {
    const { result } = renderEdit();
    act(() => result.current.change(values('Edited')));
    act(() => result.current.change(SERVER));
    expect(result.current.state).toBe('idle');
    expect(stored()).toBeNull();
    expect(leavingAsks()).toBe(false);
  });

  it('gives a later visit what was kept, and says whether the server’s version changed since', () => {
    const first = renderEdit();
    act(() => first.result.current.change(values('Edited')));
    first.unmount();

    const again = renderEdit();
    let restored: ReturnType<typeof again.result.current.restoreLocal> = null;
    act(() => {
      restored = again.result.current.restoreLocal();
    });
    expect(restored).toEqual({ values: values('Edited'), stale: false });
    expect(again.result.current.state).toBe('kept');
    again.unmount();

    // Someone else's revision was published meanwhile: the copy was written on an older version.
    const later = renderEdit(values('Revised by an editor'));
    act(() => {
      restored = later.result.current.restoreLocal();
    });
    expect(restored).toEqual({ values: values('Edited'), stale: true });
  });

  it('discards what was kept on request', () => {
    const { result } = renderEdit();
    act(() => result.current.change(values('Edited')));
    act(() => result.current.discard());
    expect(result.current.state).toBe('idle');
    expect(stored()).toBeNull();
    expect(result.current.restoreLocal()).toBeNull();
  });

  it('keeps nothing more once the edit is submitted', () => {
    const { result } = renderEdit();
    act(() => result.current.change(values('Edited')));
    act(() => result.current.close());
    expect(stored()).toBeNull();
    act(() => result.current.change(values('Typed after submitting')));
    expect(stored()).toBeNull();
    expect(leavingAsks()).toBe(false);
  });
});
