import { expect } from 'vitest';
import { addressesOf, type ReceivedMail } from './smtp-sink';

/** PUBLIC_URL of the test app (tests/setup/test-app.ts). */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface CheckedMail {
  text: string;
  html: string;
  /** Every link of the HTML part, decoded. */
  links: string[];
}

const linksOf = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));

/**
 * What every message the site sends must be, as a real SMTP server received it: the subject given, from
 * the site, a plain-text part and an HTML part of one multipart/alternative, every link absolute on
 * PUBLIC_URL (in both parts), and no image, stylesheet or script from anywhere but the site itself.
 */
export function expectSiteMail(mail: ReceivedMail | undefined, subject: string): CheckedMail {
  if (!mail) throw new Error(`no message "${subject}" arrived`);
  const { parsed, raw } = mail;
  expect(parsed.subject).toBe(subject);
  expect(addressesOf(parsed.from)).toEqual(['no-reply@localhost']);
  expect(addressesOf(parsed.to)).toEqual(mail.to);
  expect(parsed.messageId).toMatch(/^<.+@localhost>$/);
  expect(raw.toString('utf8')).toMatch(/^Content-Type: multipart\/alternative;/im);

  const text = parsed.text ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  expect(text.trim().length).toBeGreaterThan(0);
  expect(html).toMatch(/<html[^>]*>/);
  // The HTML part is a document with a title: its subject, what a mail program shows for it on its own.
  const title = html.match(/<head>[\s\S]*?<title>([^<]*)<\/title>[\s\S]*?<\/head>/)?.[1];
  expect(
    title
      ?.replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  ).toBe(subject);
  expect(html).not.toMatch(/<script|<link\b|<iframe/i);

  const links = linksOf(html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/`));
  for (const url of text.match(/https?:\/\/[^\s\])]+/g) ?? [])
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/`));
  // The plain-text part carries every link of the HTML one, so a reader of either can follow it.
  for (const link of links) expect(text).toContain(link);
  for (const [, source] of html.matchAll(/<img[^>]+src="([^"]*)"/gi))
    expect(source).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/`));
  for (const [, source] of html.matchAll(/url\(\s*['"]?([^'")]*)/gi))
    expect(source).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/`));
  return { text, html, links };
}

/** The one link of a message that starts with this path on PUBLIC_URL, as a path for `inject`. */
export function linkTo(checked: CheckedMail, pathStart: string): string {
  const found = checked.links.find((link) => link.startsWith(`${TEST_PUBLIC_URL}${pathStart}`));
  if (!found) throw new Error(`no link to ${pathStart} in ${checked.links.join(', ')}`);
  return found.slice(TEST_PUBLIC_URL.length);
}
