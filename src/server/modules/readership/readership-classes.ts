import type { DeviceClass, ReferrerClass } from '@shared/schemas/readership';

/**
 * Crawlers, link previews, monitors and scripted clients, by the names they give themselves. A browser
 * driven by a test (HeadlessChrome) runs the page's script like a reader and is counted like one.
 */
const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|pingdom|lighthouse|curl\/|wget\/|python-|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|scrapy|httpclient|feedfetcher|mediapartners/i;

/** Whether a request comes from a robot rather than a reader (no browser name at all counts as one). */
export function isBot(userAgent: string): boolean {
  return userAgent.trim() === '' || !/mozilla|opera/i.test(userAgent) || BOTS.test(userAgent);
}

/** Phone, tablet or desktop, from the browser's name for itself. */
export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|playbook|silk|android(?!.*mobile)/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|phone/i.test(userAgent)) return 'phone';
  return 'desktop';
}

const SEARCH =
  /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|qwant|startpage|search\.brave|kagi|naver|seznam)\./;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|t|x|twitter|linkedin|lnkd|reddit|pinterest|tiktok|youtube|threads|bsky|mastodon|whatsapp|telegram|news\.ycombinator)\.|(^|\.)bsky\.app$|(^|\.)t\.co$/;
const MAIL = /(^|\.)(mail\.google|outlook\.live|outlook\.office|mail\.yahoo|mail\.proton|fastmail)\./;

/**
 * Where a reader came from: our own link's `ref` tag first (a newsletter's links say `ref=newsletter`),
 * then the address of the page before (a search engine, a social site, webmail, our own site, another
 * site), and `direct` when there was none (typed, bookmarked, or an app that sends no referrer).
 */
export function referrerClass(
  referrer: string | undefined,
  ref: string | undefined,
  siteHosts: readonly string[],
): ReferrerClass {
  if (ref?.toLowerCase() === 'newsletter') return 'newsletter';
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'direct';
  }
  if (siteHosts.includes(host)) return 'internal';
  if (MAIL.test(host)) return 'newsletter';
  if (SEARCH.test(host)) return 'search';
  if (SOCIAL.test(host)) return 'social';
  return 'other';
}
