import { READERSHIP_TEXTS } from '@shared/messages';
import { Form } from 'react-router';

const T = READERSHIP_TEXTS;
const inputClass = 'mt-1 block rounded border border-stone-300 px-3 py-2 text-stone-900';

/** The range as a form in the address (`?from=&to=`), so a range can be bookmarked and shared. */
export function RangeForm({ from, to }: { from: string; to: string }) {
  return (
    <Form method="get" className="mt-4">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{T.range.legend}</legend>
        <label className="text-sm font-semibold text-stone-700">
          {T.range.from}
          <input type="date" name="from" defaultValue={from} required className={inputClass} />
        </label>
        <label className="text-sm font-semibold text-stone-700">
          {T.range.to}
          <input type="date" name="to" defaultValue={to} required className={inputClass} />
        </label>
        <button
          type="submit"
          className="rounded bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
        >
          {T.range.submit}
        </button>
      </fieldset>
    </Form>
  );
}
