import type { ReactNode } from 'react';

/** A reading page's title (its h1), an optional action beside it (a link onward) and an introduction. */
export function PageHeader({
  title,
  intro,
  action,
}: {
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">{title}</h1>
        {action}
      </div>
      {intro ? <p className="mt-2 text-lg text-stone-600">{intro}</p> : null}
    </header>
  );
}
