/**
 * Finding one's way around: search filters, sections, publishers and authors as pages, the header's
 * search and sections menu, and what helps a reader choose what to read next.
 */
export const DISCOVERY_TEXTS = {
  searchFilters: {
    legend: 'Narrow the results',
    section: 'Section',
    allSections: 'All sections',
    publisher: 'Publisher',
    allPublishers: 'All publishers',
    from: 'From',
    to: 'To',
    apply: 'Apply filters',
    clear: 'Clear filters',
    sort: 'Sort by',
    sorts: { relevance: 'Best match', date: 'Newest first' },
  },
  /** The sections menu in the header and the sections' pages. */
  sections: {
    menu: 'Sections',
    eyebrow: 'Section',
    /** What each section's page says under its name (and its description for search engines). */
    intros: {
      sports: 'Results, records, transfers and the people behind the games.',
      entertainment: 'Film, television, music and the business of show.',
      education: 'Schools, universities and how people learn.',
      'Science & Technology': 'Discoveries, research and the technology changing daily life.',
      business: 'Markets, companies, jobs and the economy.',
      culture: 'Art, books, heritage and the ideas shaping society.',
      lifestyle: 'Food, travel, health and the way we live.',
    },
  },
  publisher: {
    eyebrow: 'Publisher',
    basedIn: (country: string) => `Based in ${country}`,
    intro: (name: string) => `Every article from ${name}, newest first.`,
  },
  author: {
    eyebrow: 'Author',
    bioLabel: 'Bio',
    bioNote:
      'A few words about you, shown on your author page once an article of yours is published (up to 300 characters).',
    intro: (name: string) => `Every article by ${name}, newest first.`,
  },
  breadcrumbs: { label: 'Breadcrumb', home: 'Home' },
  feed: {
    link: 'RSS feed',
    of: (name: string) => `RSS feed of ${name}`,
  },
  /** The RSS feeds of a section, a publisher and an author: their channel's title and description. */
  feeds: {
    section: (site: string, section: string) => ({
      title: `${site} | ${section}`,
      description: `The newest articles in ${section} on ${site}.`,
    }),
    publisher: (site: string, publisher: string) => ({
      title: `${site} | ${publisher}`,
      description: `The newest articles from ${publisher} on ${site}.`,
    }),
    author: (site: string, author: string) => ({
      title: `${site} | ${author}`,
      description: `The newest articles by ${author} on ${site}.`,
    }),
  },
} as const;
