import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../factories';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * "Most read this week" is never an empty box beside cards that show thousands of views: a week without
 * views lists the most read of all time, under a heading that says so.
 */
let t: TestApp;
let popular: string;

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  const { db } = t.database;
  const authorId = (await createUser(db)).id;
  const { publisherName } = await createPublisher(db);
  // Read thousands of times, none of them this week.
  popular = (
    await createArticle(db, {
      authorId,
      publisher: publisherName,
      status: 'approve',
      title: 'The ferry timetable explained',
      viewCount: 4200,
    })
  ).id;
  await createArticle(db, { authorId, publisher: publisherName, status: 'approve', viewCount: 12 });
});
afterAll(() => t.close());

describe('most read', () => {
  it('answers the week’s most read by default, and every view’s with period=all', async () => {
    const week = await t.app.inject({ method: 'GET', url: '/api/most-read-articles' });
    expect(week.statusCode).toBe(200);
    expect(week.json()).toEqual([]);
    const ever = await t.app.inject({ method: 'GET', url: '/api/most-read-articles?period=all&limit=1' });
    expect(ever.statusCode).toBe(200);
    expect(ever.json().map((article: { _id: string }) => article._id)).toEqual([popular]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/most-read-articles?period=decade' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the most read of all time on the home page when nothing was read this week, and says so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const section = response.body.slice(response.body.indexOf('id="most-read-title"'));
    expect(section).toMatch(/^id="most-read-title"[^>]*>Most read of all time</);
    expect(section).toContain('The ferry timetable explained');
    expect(response.body).not.toContain('Nothing has been read this week yet.');
  });
});
