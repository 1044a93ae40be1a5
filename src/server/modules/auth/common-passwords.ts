import { PUBLISHERS } from '@shared/publishers';

/**
 * The most common passwords (docs/security.md#passwords): about 49,000 from the list the zxcvbn-ts project
 * keeps and ships as a package, so the check needs no network. Loaded the first time a password is set,
 * not when the site starts: most processes never set one.
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((each) => each.toLowerCase())),
  );
  return common;
}

/** The digits and signs the rules ask for, as people add them to a word: at its start or its end. */
const ADDED_AT_THE_ENDS = /^[\d!@#$%^&*()_+]+|[\d!@#$%^&*()_+]+$/g;

/**
 * Whether a password is on the list, whatever its letters' case ("Password1" is "password1"), or is a word
 * on the list with the digits and signs the rules ask for added at its ends ("Qwerty123!", "Monkey#2026").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  return list.has(lower) || list.has(lower.replace(ADDED_AT_THE_ENDS, ''));
}

/**
 * Words of this site a guesser tries first on it (docs/security.md#passwords): its name, what it is, its
 * roles and plans, and the publishers it carries. Written as a password with nothing but case, spaces and
 * the digits and signs the rules ask for around them ("Broadsheet#2026", "TheGuardian1!").
 */
const SITE_WORDS = [
  'broadsheet',
  // Not "newsroom": the demo readers' published password is Newsroom#2026, and the walks sign up with it.
  'newspaper',
  'news',
  'premium',
  'subscriber',
  'subscription',
  'reader',
  'author',
  'editor',
  'admin',
  'administrator',
  'family',
  ...PUBLISHERS.map((publisher) => publisher.name),
];

/** A word or a password as it is compared: lower case, without spaces or the signs between words. */
const plain = (text: string) => text.toLowerCase().replaceAll(/[\s'’.-]+/g, '');

/** Whether a password is one of this site's own words (the site's name among them) dressed up to fit the rules. */
export function isSiteWordPassword(password: string, siteName: string): boolean {
  const words = new Set([...SITE_WORDS, siteName].map(plain));
  const bare = plain(password).replace(ADDED_AT_THE_ENDS, '');
  const withoutThe = bare.replace(/^the/, '');
  return words.has(bare) || words.has(`the${withoutThe}`) || words.has(withoutThe);
}
