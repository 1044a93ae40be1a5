import { CLIENT_ERROR_CODES } from '@shared/error-codes';
import { answerError, attachmentName, isOffline, parseJson } from './api-answer';
import type { DownloadedFile, FailureTexts, FileTransport } from './api-client';
import { ApiError, type ApiPath, checkedApiPath } from './api-path';

/** What the API client lends its file requests: the transport, the headers it sends, how it fails. */
export interface FileContext {
  files: FileTransport | undefined;
  headersFor(accept: string): Promise<Record<string, string>>;
  fail(error: ApiError, headers: Record<string, string>): never;
}

/** A multipart or file request through the file transport, its offline failure in the caller's words. */
async function fileRequest(
  context: FileContext,
  path: ApiPath,
  init: { method: string; accept: string; body?: FormData },
  texts: FailureTexts,
): Promise<Response> {
  checkedApiPath(path);
  if (!context.files) throw new Error('files can only be sent or fetched in the browser');
  const headers = await context.headersFor(init.accept);
  let response: Response;
  try {
    response = await context.files(path, {
      method: init.method,
      headers,
      ...(init.body ? { body: init.body } : {}),
    });
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.code === CLIENT_ERROR_CODES.NETWORK_ERROR &&
      texts.offline &&
      !isOffline()
    )
      throw new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, texts.offline);
    throw error;
  }
  if (!response.ok)
    context.fail(answerError(response.status, parseJson(await response.text()), texts.failed), headers);
  return response;
}

/** Posts a multipart form (e.g. an image) and reads the JSON answer, with the API's error contract. */
export async function uploadFile<T>(
  context: FileContext,
  path: ApiPath,
  form: FormData,
  texts: FailureTexts,
): Promise<T> {
  const response = await fileRequest(
    context,
    path,
    { method: 'POST', accept: 'application/json', body: form },
    texts,
  );
  return parseJson(await response.text()) as T;
}

/** Fetches a file answer (e.g. a CSV export), with the API's error contract. */
export async function downloadFile(
  context: FileContext,
  path: ApiPath,
  { accept, filename, ...texts }: FailureTexts & { accept: string; filename: string },
): Promise<DownloadedFile> {
  const response = await fileRequest(context, path, { method: 'GET', accept }, texts);
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('content-disposition')) ?? filename,
  };
}
