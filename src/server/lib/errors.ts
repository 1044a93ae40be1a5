import { ERROR_CODES, type ErrorCode } from '@shared/error-codes';
import { ACCOUNT_API_TEXTS } from '@shared/messages';

/** A domain error: the error handler turns it into the JSON error contract (docs/product.md#the-api). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, ERROR_CODES.NOT_FOUND, `${what} not found`);
export const unauthorized = (message: string = ACCOUNT_API_TEXTS.signIn) =>
  new AppError(401, ERROR_CODES.UNAUTHORIZED, message);
export const forbidden = (
  message: string = ACCOUNT_API_TEXTS.notAllowed,
  code: ErrorCode = ERROR_CODES.FORBIDDEN,
) => new AppError(403, code, message);
export const conflict = (message: string, code: ErrorCode = ERROR_CODES.CONFLICT) =>
  new AppError(409, code, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, fields);
