import {
  disableTwoFactor,
  enableTwoFactor,
  newBackupCodes,
  verifyBackupCode,
  verifyTotp,
} from '@shared/contract/two-factor';
import { createBrowserApiClient } from '../../../lib/api-client';

/** The second step's calls to the identity library (src/shared/contract/two-factor.ts), with the cookie. */
const identity = createBrowserApiClient();

export const turnOnTwoFactor = (password: string) => identity.call(enableTwoFactor, { body: { password } });
export const turnOffTwoFactor = (password: string) => identity.call(disableTwoFactor, { body: { password } });
export const makeBackupCodes = (password: string) => identity.call(newBackupCodes, { body: { password } });
export const sendAppCode = (code: string, trustDevice?: boolean) =>
  identity.call(verifyTotp, { body: { code, ...(trustDevice ? { trustDevice } : {}) } });
export const sendBackupCode = (code: string, trustDevice: boolean) =>
  identity.call(verifyBackupCode, { body: { code, ...(trustDevice ? { trustDevice } : {}) } });

/** The key in an `otpauth:` address, grouped by four for typing in by hand. */
export function keyOfLink(link: string): string {
  try {
    const secret = new URL(link).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})/g, '$1 ').trim();
  } catch {
    return '';
  }
}

/** The backup codes as a text file the reader keeps. */
export function backupCodesFile(codes: readonly string[]): string {
  const text = `Broadsheet backup codes: each signs you in once.\n\n${codes.join('\n')}\n`;
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}
