import { downloadMyData } from '@shared/contract/account';
import { endpointPath } from '@shared/contract/endpoint';
import { ACCOUNT_DATA_TEXTS as TEXTS } from '@shared/messages/account-data';
import type { ApiClient, ApiPath } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * The reader's copy of their data, fetched with the bearer header (a plain link could not send it) and handed
 * to the browser as a download under the name the server gives, with the day in it. Answers that name.
 */
export async function downloadMyDataFile(api: ApiClient): Promise<string> {
  const file = await api.download(endpointPath(downloadMyData) as ApiPath, {
    accept: 'application/json',
    filename: TEXTS.fileName,
    failed: TEXTS.failed,
    offline: TEXTS.offline,
  });
  saveFile(file);
  return file.filename;
}
