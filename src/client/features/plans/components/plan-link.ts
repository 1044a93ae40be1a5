/** The red button-like link of the plans pages. */
export const primaryLink =
  'inline-block rounded bg-red-700 px-4 py-2 text-center font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2';
