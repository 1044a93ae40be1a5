import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useSiteName } from '../../lib/app-context';
import { headFromMatches } from '../../lib/head';
import { PageChangeFocus } from './page-change-focus';

/**
 * Keeps document.title in step with the route after client-side navigation, and announces the new page
 * and moves focus to it (page-change-focus.tsx).
 */
export function DocumentTitle() {
  const siteName = useSiteName();
  const matches = useMatches();
  const { title } = headFromMatches(siteName, matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <PageChangeFocus title={title} />;
}
