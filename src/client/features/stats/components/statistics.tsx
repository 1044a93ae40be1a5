import { TIMINGS } from '@shared/constants';
import { useRef } from 'react';
import { useStats } from '../api/get-stats';
import { useCountUp } from '../hooks/use-count-up';

function StatCard({ label, value, once }: { label: string; value: number; once: boolean }) {
  const counter = useRef<HTMLParagraphElement>(null);
  useCountUp(counter, value, TIMINGS.countUpSeconds, once);
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-8 text-center">
      <p ref={counter} className="font-serif text-5xl font-bold text-red-700" aria-hidden="true">
        0
      </p>
      <p className="sr-only">{value}</p>
      <p className="mt-2 text-lg font-semibold text-stone-700">{label}</p>
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
    <section aria-labelledby="statistics-title" className="mt-16">
      <h2 id="statistics-title" className="mb-6 text-center font-serif text-3xl font-bold">
        Statistic
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
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
