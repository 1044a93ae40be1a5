import { endpointPath } from '@shared/contract/endpoint';
import { exportArchive, exportMembers } from '@shared/contract/export';
import { EXPORT_TEXTS as TEXTS } from '@shared/messages/export';
import { type ApiPath, createBrowserApiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

type GetToken = () => Promise<string | null>;

/**
 * The admins' exports, fetched with the bearer header (a plain link could not send it) and handed to the
 * browser as a download; the name is the one the server gives, with the day in it. Answers that name.
 */
async function download(getToken: GetToken, path: string, accept: string, filename: string): Promise<string> {
  const api = createBrowserApiClient({ getToken });
  const file = await api.download(path as ApiPath, {
    accept,
    filename,
    failed: TEXTS.failed,
    offline: TEXTS.offline,
  });
  saveFile(file);
  return file.filename;
}

/** The site's archive, with or without its image files. */
export const downloadArchive = (getToken: GetToken, images: boolean) =>
  download(
    getToken,
    `${endpointPath(exportArchive)}?images=${images ? 'yes' : 'no'}`,
    'application/gzip',
    TEXTS.archiveName,
  );

/** Every member as CSV. */
export const downloadMembers = (getToken: GetToken) =>
  download(getToken, endpointPath(exportMembers), 'text/csv', TEXTS.membersName);
