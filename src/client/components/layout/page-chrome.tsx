import { LAYOUT_TEXTS } from '@shared/messages/layout';
import { useNavigation } from 'react-router';

/** The first stop of the keyboard: straight past the navigation to the page's main content. */
export function SkipLink({ to }: { to: string }) {
  return (
    <a
      href={`#${to}`}
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      Skip to content
    </a>
  );
}

/** A thin bar along the top of the window while the next page loads. */
export function LoadingBar() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-red-600"
      role="progressbar"
      aria-label={LAYOUT_TEXTS.loadingPage}
    />
  );
}
