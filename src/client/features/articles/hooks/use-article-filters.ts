import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface ArticleFilterValues {
  publisher: string;
  tag: string;
}

/**
 * The publisher and tag filters. They show what the reader chose at once, and a second change builds on the
 * first even while the first list is still loading; when the address changes otherwise (back, a link), they
 * follow it. A change keeps the search (the filters narrow it) and starts paging over.
 */
export function useArticleFilters(fromUrl: ArticleFilterValues) {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = useRef(fromUrl);
  const [filters, setFilters] = useState(fromUrl);
  useEffect(() => {
    chosen.current = { publisher: fromUrl.publisher, tag: fromUrl.tag };
    setFilters(chosen.current);
  }, [fromUrl.publisher, fromUrl.tag]);

  const changeFilter = (key: keyof ArticleFilterValues) => (event: ChangeEvent<HTMLSelectElement>) => {
    chosen.current = { ...chosen.current, [key]: event.target.value };
    setFilters(chosen.current);
    const next = new URLSearchParams();
    const search = searchParams.get('search')?.trim();
    if (search) next.set('search', search);
    if (chosen.current.publisher) next.set('publisher', chosen.current.publisher);
    if (chosen.current.tag) next.set('tag', chosen.current.tag);
    setSearchParams(next);
  };
  return { filters, changeFilter };
}
