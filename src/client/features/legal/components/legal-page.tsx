import type { ReactNode } from 'react';
import { RichText } from '../../../lib/rich-text';
import type { Block, ProseDocument, ProseSection } from '../content/types';

/** The title block of the site's own pages: a kicker, the title, the date of the text and its summary. */
export function PageHeader({ document }: { document: Omit<ProseDocument, 'sections'> }) {
  const { kicker, title, updated, intro } = document;
  return (
    <header className="border-b border-stone-200 pb-8">
      {kicker ? (
        <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-red-700">{kicker}</p>
      ) : null}
      <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">{title}</h1>
      {updated ? (
        <p className="mt-3 text-sm text-stone-500">
          Last updated <time dateTime={updated.iso}>{updated.label}</time>
        </p>
      ) : null}
      <p className="mt-4 text-lg text-stone-600">
        <RichText text={intro} />
      </p>
    </header>
  );
}

function BlockView({ block, pieces }: { block: Block; pieces: Record<string, ReactNode> }) {
  if (typeof block === 'string')
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  if (Array.isArray(block))
    return (
      <ul className="list-disc space-y-2 pl-6">
        {block.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  if ('show' in block) return <>{pieces[block.show]}</>;
  return (
    <dl className="space-y-5">
      {block.terms.map(([term, text]) => (
        <div key={term}>
          <dt className="font-semibold text-stone-900">{term}</dt>
          <dd className="mt-1">
            <RichText text={text} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SectionView({ section, pieces }: { section: ProseSection; pieces: Record<string, ReactNode> }) {
  const box = section.boxed ? ' rounded-lg border border-stone-200 bg-stone-50 p-6' : '';
  return (
    <section aria-labelledby={section.id} className={`mt-10 space-y-3${box}`}>
      <h2 id={section.id} className="font-serif text-2xl font-bold text-stone-900">
        {section.title}
      </h2>
      {section.body.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
        <BlockView key={index} block={block} pieces={pieces} />
      ))}
    </section>
  );
}

/**
 * One of the site's pages of prose (terms, privacy, about): its header, then its sections. `pieces` are
 * the parts a text cannot hold (a price table, a list drawn from the site's data, a button).
 */
export function LegalPage({
  document,
  pieces = {},
}: {
  document: ProseDocument;
  pieces?: Record<string, ReactNode>;
}) {
  return (
    <article className="mx-auto max-w-3xl py-12 leading-relaxed text-stone-700">
      <PageHeader document={document} />
      {document.sections.map((section) => (
        <SectionView key={section.id} section={section} pieces={pieces} />
      ))}
    </article>
  );
}
