import { exportNewsletterSubscribers } from '@shared/contract/admin';
import { endpointPath } from '@shared/contract/endpoint';
import { MODERATION_TEXTS } from '@shared/messages';
import { type ApiPath, createBrowserApiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

// The subscribers' pages are one of the admin lists (admin-lists.ts); this is the whole list as a file.

export const SUBSCRIBERS_CSV_NAME = 'newsletter-subscribers.csv';

/**
 * Fetches every subscriber as CSV and hands it to the browser as a download. The export needs the bearer
 * header, so a plain link cannot fetch it: the file comes through the API client as a Blob.
 */
export async function downloadSubscribersCsv(getToken: () => Promise<string | null>): Promise<void> {
  const api = createBrowserApiClient({ getToken });
  const file = await api.download(endpointPath(exportNewsletterSubscribers) as ApiPath, {
    accept: 'text/csv',
    filename: SUBSCRIBERS_CSV_NAME,
    failed: MODERATION_TEXTS.csv.failed,
    offline: MODERATION_TEXTS.csv.offline,
  });
  saveFile(file);
}
