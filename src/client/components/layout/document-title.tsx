import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useSiteName } from '../../lib/app-context';
import { headFromMatches } from '../../lib/head';

/** Keeps document.title in step with the route after client-side navigation. */
export function DocumentTitle() {
  const siteName = useSiteName();
  const matches = useMatches();
  const { title } = headFromMatches(siteName, matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
