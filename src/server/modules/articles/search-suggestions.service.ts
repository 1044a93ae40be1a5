import { isOwnPhoto } from '@shared/images';
import type { SearchSuggestions } from '@shared/schemas/search';
import { SECTIONS } from '@shared/sections';
import type { Db } from '../../db/client';
import { createArticlesSearchRepository } from './articles-search.repository';
import { searchWords } from './search-terms';

/** How many of each kind the header's search suggests. */
const LIMITS = { articles: 5, sections: 3, authors: 3 };

/** Whether every word typed starts a word of the name ("sci tech" → Science & Technology). */
function namesAll(name: string, typed: string[]): boolean {
  const words = searchWords(name);
  return typed.every((word) => words.some((own) => own.startsWith(word)));
}

/**
 * Suggestions as a reader types in the header's search (docs/product.md#articles): approved articles by
 * their title, sections and authors by their name. Nothing depends on who asks, and nothing of a body is
 * read, so a premium article's paywalled text can never be guessed from them.
 */
export function createSearchSuggestionsService(db: Db) {
  const search = createArticlesSearchRepository(db);
  return {
    async suggest(text: string): Promise<SearchSuggestions> {
      const typed = searchWords(text);
      if (typed.length === 0) return { articles: [], sections: [], authors: [] };
      const { titles, authors } = await search.suggestions(text, LIMITS);
      return {
        articles: titles.map((row) => ({ _id: row.id, title: row.title })),
        sections: SECTIONS.filter((section) => namesAll(section.name, typed))
          .slice(0, LIMITS.sections)
          .map(({ tag, slug, name }) => ({ tag, slug, name })),
        authors: authors.map((row) => ({
          _id: row.id,
          name: row.name,
          photo: isOwnPhoto(row.image) ? row.image : '',
        })),
      };
    },
  };
}
