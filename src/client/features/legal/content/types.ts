/**
 * A page of prose kept as data. Texts are RichText (lib/rich-text.tsx): `{site}`, `**strong**`, `` `code` ``,
 * `[label](page)`. In a section's body a string is a paragraph, an array a bulleted list, `terms` a list
 * of defined terms, and `show` one of the page's own pieces (a table, a list drawn from the site's data).
 */
export type Block = string | string[] | { terms: [string, string][] } | { show: string };

export interface ProseSection {
  id: string;
  title: string;
  body: Block[];
  /** Set apart in a box (a call to action). */
  boxed?: boolean;
}

export interface ProseDocument {
  /** A small line above the title. */
  kicker?: string;
  title: string;
  updated?: { iso: string; label: string };
  intro: string;
  sections: ProseSection[];
}
