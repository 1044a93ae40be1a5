import { TIMINGS } from '@shared/constants';
import { useRef } from 'react';
import { useStats } from '../api/get-stats';
import { useCountUp } from '../hooks/use-count-up';

function StatCard({ label, value, once }: { label: string; value: number; once: boolean }) {
  const counter = useRef<HTMLParagraphElement>(null);
  useCountUp(counter, value, TIMINGS.countUpSeconds, once);
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-center sm:p-8">
      <p ref={counter} className="font-serif text-4xl font-bold text-red-700 sm:text-5xl" aria-hidden="true">
        0
      </p>
      <p className="sr-only">{value}</p>
      <p className="mt-1 font-semibold text-stone-700 sm:mt-2 sm:text-lg">{label}</p>
    </div>
  );
}

/**
 * Statistic (the home page's third section): counts up from 0 over 2 s. Total Users runs once on first scroll into view;
 * Total Articles runs whenever it scrolls into view and again when the count changes.
 */
export function Statistics() {
  const { data } = useStats();
  return (
    <section aria-labelledby="statistics-title" className="mt-10 md:mt-16">
      <h2 id="statistics-title" className="mb-4 text-center font-serif text-3xl font-bold md:mb-6">
        Statistic
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-6">
        <StatCard label="Total Users" value={data?.totalUsers ?? 0} once />
        <StatCard
          key={data?.totalArticles ?? 0}
          label="Total Articles"
          value={data?.totalArticles ?? 0}
          once={false}
        />
      </div>
    </section>
  );
}
