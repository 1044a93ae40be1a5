import { paths } from '@shared/paths';
import { Fragment } from 'react';
import { Link } from '../components/ui/link';
import { useSiteName } from './app-context';

/** A page of the site that a text may link to by name: `[the contact page](contact)`. */
export type PageName = {
  [K in keyof typeof paths]: (typeof paths)[K] extends string ? K : never;
}[keyof typeof paths];

export const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

const TOKEN = /(\{site\}|\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)]+\))/;

/**
 * A text kept as data, with a few marks: `{site}` is the site's name, `**…**` strong, `` `…` `` code, and
 * `[label](page)` a link to a page of the site (or `mailto:`/`tel:`).
 */
export function RichText({ text }: { text: string }) {
  const siteName = useSiteName();
  return text.split(TOKEN).map((part, index) => {
    const key = `${index}`;
    if (part === '{site}') return <Fragment key={key}>{siteName}</Fragment>;
    if (part.startsWith('**') && part.endsWith('**'))
      return (
        <strong key={key} className="text-stone-900">
          {part.slice(2, -2)}
        </strong>
      );
    if (part.startsWith('`') && part.endsWith('`'))
      return (
        <code key={key} className="rounded bg-stone-100 px-1 text-sm">
          {part.slice(1, -1)}
        </code>
      );
    const link = part.match(/^\[([^\]]+)\]\(([^)]+)\)$/);
    if (link) {
      const [, label, target = ''] = link;
      return /^(mailto|tel):/.test(target) ? (
        <a key={key} href={target} className={linkClass}>
          {label}
        </a>
      ) : (
        <Link key={key} to={paths[target as PageName]} className={linkClass}>
          {label}
        </Link>
      );
    }
    return <Fragment key={key}>{part}</Fragment>;
  });
}
