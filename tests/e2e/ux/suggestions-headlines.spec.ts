import { expect, test } from '../fixtures';
import { approveArticle, createArticleViaApi, getAdminSession, uniqueWord } from '../helpers';

// The header search's suggestions on a phone show a long headline whole, wrapped, never cut with an ellipsis.

test.use({ viewport: { width: 390, height: 844 } });

test('a long headline is shown whole among the suggestions', async ({ page, browser, baseURL }) => {
  const admin = await getAdminSession(browser, baseURL);
  const word = uniqueWord('Quayside');
  const title = `${word} harbour authority publishes its long-awaited review of ferry timetables, fares and the winter storm closures that stranded islanders`;
  const id = await createArticleViaApi(page.request, admin.token, {
    title,
    publisher: 'Le Monde',
    tags: 'business',
    description: 'The harbour authority published its review of the ferry timetables.',
  });
  await approveArticle(page.request, admin.token, id);

  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Open search' }).click();
  const field = banner.getByRole('combobox', { name: 'Search articles' });
  await field.pressSequentially(word.toLowerCase());
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: title });
  await expect(option).toBeVisible();
  // Every line of the headline is drawn: its text box is as tall as its text, nothing is clipped.
  const clipped = await option.evaluate((element) => {
    const text = [...element.querySelectorAll('span')].find((span) => span.textContent?.length);
    return text ? text.scrollHeight - text.clientHeight : -1;
  });
  expect(clipped).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
