import { describe, expect, it } from 'vitest';
import { deviceClass, isBot, referrerClass } from './readership-classes';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1';
const SITE = ['news.example.test'];

describe('the readership classes', () => {
  it('tells robots and scripts from browsers', () => {
    expect(isBot(CHROME)).toBe(false);
    expect(isBot(`${CHROME} HeadlessChrome/131.0`)).toBe(false);
    for (const robot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'python-requests/2.32',
      '',
    ])
      expect(isBot(robot), robot).toBe(true);
  });

  it('tells phones, tablets and computers apart', () => {
    expect(deviceClass(CHROME)).toBe('desktop');
    expect(deviceClass(ANDROID_PHONE)).toBe('phone');
    expect(deviceClass(ANDROID_TABLET)).toBe('tablet');
    expect(deviceClass(IPAD)).toBe('tablet');
  });

  it('says where a reader came from', () => {
    expect(referrerClass(undefined, undefined, SITE)).toBe('direct');
    expect(referrerClass('not a url', undefined, SITE)).toBe('direct');
    expect(referrerClass('https://www.google.co.uk/', undefined, SITE)).toBe('search');
    expect(referrerClass('https://duckduckgo.com/', undefined, SITE)).toBe('search');
    expect(referrerClass('https://html.duckduckgo.com/html', undefined, SITE)).toBe('search');
    expect(referrerClass('https://t.co/abc', undefined, SITE)).toBe('social');
    expect(referrerClass('https://www.reddit.com/r/news', undefined, SITE)).toBe('social');
    expect(referrerClass('https://mail.google.com/mail/u/0/', undefined, SITE)).toBe('newsletter');
    expect(referrerClass('https://www.google.com/', 'newsletter', SITE)).toBe('newsletter');
    expect(referrerClass('https://news.example.test/articles', undefined, SITE)).toBe('internal');
    expect(referrerClass('https://another-paper.example/', undefined, SITE)).toBe('other');
  });
});
