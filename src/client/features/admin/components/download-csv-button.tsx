import { MODERATION_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { downloadSubscribersCsv } from '../api/get-subscribers';

const TEXTS = MODERATION_TEXTS.csv;

/** The whole subscriber list as CSV, for the mailing tool. */
export function DownloadCsvButton() {
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [downloading, setDownloading] = useState(false);
  const hydrated = useHydrated();
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSubscribersCsv(authStore.getToken);
    } catch (error) {
      // A refused API call signs the reader out (docs/security.md#sessions-and-tokens).
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        authStore.handleUnauthorized();
        navigate(`${paths.login}?from=${encodeURIComponent(location.pathname + location.search)}`);
      }
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={!hydrated || downloading}
      className="inline-flex items-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
    >
      {downloading ? <Spinner size={16} className="border-white border-t-transparent" /> : null}
      {TEXTS.button}
    </button>
  );
}
