/**
 * The twelve publishers of the demo (docs/product.md#articles), in a module of their own, out of the script
 * every page loads. The Daily Telegraph is labelled UK everywhere.
 */
export const PUBLISHERS = [
  { name: 'The New York Times', country: 'USA' },
  { name: 'The Washington Post', country: 'USA' },
  { name: 'The Guardian', country: 'UK' },
  { name: 'The Wall Street Journal', country: 'USA' },
  { name: 'Los Angeles Times', country: 'USA' },
  { name: 'Chicago Tribune', country: 'USA' },
  { name: 'USA Today', country: 'USA' },
  { name: 'The Times of India', country: 'India' },
  { name: 'The Sydney Morning Herald', country: 'Australia' },
  { name: 'The Daily Telegraph', country: 'UK' },
  { name: 'Le Monde', country: 'France' },
  { name: 'El País', country: 'Spain' },
] as const;
