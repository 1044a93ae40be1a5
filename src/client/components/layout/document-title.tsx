import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useSiteName } from '../../lib/app-context';
import { useShownErrorTitle } from '../../lib/error-title';
import { headFromMatches } from '../../lib/head';
import { PageChangeFocus } from './page-change-focus';

/**
 * Keeps document.title in step with the route after client-side navigation, and announces the new page
 * and moves focus to it (page-change-focus.tsx).
 */
export function DocumentTitle() {
  const siteName = useSiteName();
  const matches = useMatches();
  // The error screen, when it is shown, names the page (a missing article is not titled "Article").
  const errorTitle = useShownErrorTitle();
  const { title } = headFromMatches(siteName, matches, errorTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <PageChangeFocus title={title} />;
}
