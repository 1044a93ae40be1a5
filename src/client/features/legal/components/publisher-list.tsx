import { PUBLISHERS } from '@shared/publishers';

/** Every publisher the site carries, with its country. */
export function PublisherList() {
  return (
    <ul className="grid gap-x-8 gap-y-1 text-base sm:grid-cols-2">
      {PUBLISHERS.map((publisher) => (
        <li key={publisher.name} className="flex justify-between border-b border-stone-100 py-1.5">
          <span className="font-medium text-stone-900">{publisher.name}</span>
          <span className="text-stone-500">{publisher.country}</span>
        </li>
      ))}
    </ul>
  );
}
