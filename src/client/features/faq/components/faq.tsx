import { FAQ } from '@shared/faq';
import { useId, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

/** The FAQ accordion: at most one answer open; clicking the open one closes it. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={`${baseId}-title`} className="mx-auto mt-16 max-w-3xl">
      <h2 id={`${baseId}-title`} className="mb-6 text-center font-serif text-3xl font-bold">
        Frequently Asked Questions
      </h2>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {FAQ.map((item, index) => {
          const expanded = open === index;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <li key={item.question}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  disabled={!hydrated}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-stone-50"
                >
                  {item.question}
                  <span
                    aria-hidden="true"
                    className={`text-xl transition-transform ${expanded ? 'rotate-45' : ''}`}
                  >
                    +
                  </span>
                </button>
              </h3>
              <section
                id={panelId}
                aria-label={item.question}
                hidden={!expanded}
                className="px-5 pb-5 text-stone-700"
              >
                {item.answer}
              </section>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
