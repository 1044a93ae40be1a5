import { RichText } from '../../../lib/rich-text';
import { CONTACT } from '../content/contact';

/** How to reach the newsroom directly: e-mail, corrections, phone and hours. */
export function NewsroomCard() {
  return (
    <aside
      aria-labelledby="contact-newsroom-heading"
      className="h-fit rounded-lg bg-stone-50 p-6 ring-1 ring-stone-200"
    >
      <h2 id="contact-newsroom-heading" className="font-serif text-xl font-bold text-stone-900">
        {CONTACT.newsroomTitle}
      </h2>
      <dl className="mt-4 space-y-4 text-sm text-stone-700">
        {CONTACT.newsroom.map(([term, text]) => (
          <div key={term}>
            <dt className="font-semibold uppercase tracking-wide text-stone-500">{term}</dt>
            <dd className="mt-1">
              <RichText text={text} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 border-t border-stone-200 pt-4 text-sm text-stone-600">
        <RichText text={CONTACT.privacyNote} />
      </p>
    </aside>
  );
}
