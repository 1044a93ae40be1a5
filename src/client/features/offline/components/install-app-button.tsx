import { LAYOUT_TEXTS } from '@shared/messages/layout';
import { installApp, useAppEvents } from '../app-events';

/** The footer's "Install app", there only while the browser offers to install the site. */
export function InstallAppButton({ className }: { className: string }) {
  const { installable } = useAppEvents();
  if (!installable) return null;
  return (
    <li>
      <button type="button" onClick={() => void installApp()} className={className}>
        {LAYOUT_TEXTS.installApp}
      </button>
    </li>
  );
}
