import { paths } from '@shared/paths';
import { absolute, type MetaBuilder } from './context';

/** The front page: the site as a schema.org WebSite whose search takes words in the address. */
export const homeMeta: MetaBuilder = (input) => ({
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: input.siteName,
      url: absolute(input.origin, paths.home),
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absolute(input.origin, paths.search)}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ],
});
