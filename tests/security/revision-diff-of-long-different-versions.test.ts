import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedWordDiff } from '../../src/shared/text-diff';
import { createPublisher } from '../factories';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Two 31,000-character versions with nothing in common froze a worker for 44.5 s when an editor opened the
// article's History: the word diff ran unbounded on the event loop, and every visitor got 503. A diff now
// looks only at what differs between the common start and end, gives up past a size and a time, and the
// request's diffs share one budget; the history then says the versions are too different to show.

let t: TestApp;
let author: TestUser;
let editor: TestUser;
let publisher: string;

/** About 31,000 characters of words drawn from `seed`: two seeds share almost no run of words. */
function words(seed: number): string {
  const out: string[] = [];
  let x = seed;
  let length = 0;
  while (length < 31_000) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const word = `w${x % 5000}`;
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ');
}

const fields = (text: string) => ({
  title: `Long read ${text.length}`,
  publisher,
  tags: 'culture',
  description: text,
});

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

describe('the history of an article with long, very different versions', () => {
  it('answers within a second, saying they are too different to show word by word', async () => {
    const created = await t.app.inject(
      as(author, { method: 'POST', url: '/api/articles', payload: fields(words(1)) }),
    );
    const id = created.json().insertedId;
    expect(
      (await t.app.inject(as(editor, { method: 'PATCH', url: `/api/admin-articles/${id}` }))).statusCode,
    ).toBe(200);
    // Approved versions and an edit in review, each unlike the one before.
    for (const seed of [7, 13, 21]) {
      const edited = await t.app.inject(
        as(author, { method: 'PATCH', url: `/api/updateArticles/${id}`, payload: fields(words(seed)) }),
      );
      expect(edited.statusCode).toBe(200);
      if (seed !== 21) {
        const { version } = (
          await t.app.inject(as(editor, { method: 'GET', url: `/api/articles/${id}/review` }))
        ).json();
        const approved = await t.app.inject(
          as(editor, { method: 'PATCH', url: `/api/admin-articles/${id}`, payload: { version } }),
        );
        expect(approved.json()).toEqual({ modifiedCount: 1 });
      }
    }

    const started = performance.now();
    const history = await t.app.inject(as(editor, { method: 'GET', url: `/api/articles/${id}/revisions` }));
    const took = performance.now() - started;
    expect(history.statusCode).toBe(200);
    expect(took).toBeLessThan(1000);
    const revisions = history.json() as {
      number: number;
      tooDifferent?: boolean;
      bodyDiff: { value: string; removed?: boolean }[];
    }[];
    expect(revisions).toHaveLength(4);
    for (const revision of revisions.slice(0, 3)) expect(revision.tooDifferent).toBe(true);
    // The newest text can still be read from its changes (all of it came, none of it stayed).
    const newest = revisions[0]?.bodyDiff
      .filter((part) => !part.removed)
      .map((part) => part.value)
      .join('');
    expect(newest).toBe(words(21));
  });
});

describe('the bounded word diff', () => {
  it('gives up quickly on two long, very different texts', () => {
    const started = performance.now();
    const { tooDifferent, parts } = boundedWordDiff(words(1), words(2));
    expect(performance.now() - started).toBeLessThan(200);
    expect(tooDifferent).toBe(true);
    expect(
      parts
        .filter((part) => !part.removed)
        .map((part) => part.value)
        .join(''),
    ).toBe(words(2));
  });

  it('still shows a small change in a long text word by word', () => {
    const before = words(1);
    const after = `${before.slice(0, 20_000)} inserted words ${before.slice(20_000)}`;
    const started = performance.now();
    const { tooDifferent, parts } = boundedWordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(200);
    expect(tooDifferent).toBe(false);
    expect(
      parts
        .filter((part) => part.added)
        .map((part) => part.value)
        .join(''),
    ).toContain('inserted');
    expect(
      parts
        .filter((part) => !part.removed)
        .map((part) => part.value)
        .join(''),
    ).toBe(after);
    expect(
      parts
        .filter((part) => !part.added)
        .map((part) => part.value)
        .join(''),
    ).toBe(before);
  });
});
