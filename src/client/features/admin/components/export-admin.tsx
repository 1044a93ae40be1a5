import { EXPORT_TEXTS as TEXTS } from '@shared/messages/export';
import { paths } from '@shared/paths';
import { type ReactNode, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { downloadArchive, downloadMembers } from '../api/export';

type Which = 'archive' | 'members';

const BUTTON =
  'mt-4 inline-flex items-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';

function Panel({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 max-w-2xl rounded border border-stone-200 bg-white p-6">
      <h2 id={id} className="font-serif text-2xl font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-2 text-stone-700">{text}</p>
      {children}
    </section>
  );
}

/** The Export screen (admins): the site's archive and the members CSV, each one download. */
export function ExportAdmin() {
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const [images, setImages] = useState(true);
  const [busy, setBusy] = useState<Which | null>(null);
  const [status, setStatus] = useState('');
  const ids = { archive: useId(), members: useId(), images: useId(), hint: useId() };

  const run = async (which: Which) => {
    setBusy(which);
    setStatus(TEXTS.preparing);
    try {
      const name =
        which === 'archive'
          ? await downloadArchive(authStore.getToken, images)
          : await downloadMembers(authStore.getToken);
      setStatus(TEXTS.ready(name));
    } catch (error) {
      setStatus('');
      // A refused API call signs the reader out (docs/security.md#sessions-and-tokens).
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        authStore.handleUnauthorized();
        navigate(`${paths.login}?from=${encodeURIComponent(location.pathname + location.search)}`);
      }
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
    } finally {
      setBusy(null);
    }
  };

  const button = (which: Which, label: string) => (
    <button
      type="button"
      className={BUTTON}
      onClick={() => void run(which)}
      disabled={!hydrated || busy !== null}
      aria-busy={busy === which}
    >
      {busy === which ? <Spinner size={16} className="border-white border-t-transparent" /> : null}
      {label}
    </button>
  );

  return (
    <section aria-labelledby="export-title">
      <h1 id="export-title" className="font-serif text-3xl font-bold text-stone-900">
        {TEXTS.title}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">{TEXTS.intro}</p>
      <Panel id={ids.archive} title={TEXTS.archiveTitle} text={TEXTS.archiveText}>
        <div className="mt-4 flex items-start gap-3">
          <input
            id={ids.images}
            type="checkbox"
            className="mt-1 h-4 w-4 accent-red-700"
            checked={images}
            onChange={(event) => setImages(event.target.checked)}
            aria-describedby={ids.hint}
          />
          <div>
            <label htmlFor={ids.images} className="font-semibold text-stone-900">
              {TEXTS.imagesLabel}
            </label>
            <p id={ids.hint} className="text-sm text-stone-600">
              {TEXTS.imagesHint}
            </p>
          </div>
        </div>
        {button('archive', TEXTS.archiveButton)}
      </Panel>
      <Panel id={ids.members} title={TEXTS.membersTitle} text={TEXTS.membersText}>
        {button('members', TEXTS.membersButton)}
      </Panel>
      <p role="status" className="mt-6 text-stone-700">
        {status}
      </p>
    </section>
  );
}
