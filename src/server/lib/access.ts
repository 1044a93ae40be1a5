import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_API_TEXTS } from '@shared/messages';
import { isAdminRole, isEditorRole } from '@shared/roles';
import type { Access, Viewer } from '../types';
import { forbidden, unauthorized } from './errors';

/** Whether the reader is an admin: users, payments and the site's settings besides the newsroom. */
export const isAdmin = (viewer: Viewer | null | undefined): boolean => isAdminRole(viewer?.role);

/** Whether the reader moderates articles and publishers: an editor or an admin. */
export const isEditor = (viewer: Viewer | null | undefined): boolean => isEditorRole(viewer?.role);

/** E-mail addresses compare without case and surrounding spaces, as the identity library stores them. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The one rule for routes that name a member by e-mail: a reader may act on their own account, an admin on
 * anyone's. Returns whether the address is the reader's own; throws 403 with `message` otherwise.
 */
export function requireSelfOrAdmin(viewer: Viewer, email: string, message: string): { own: boolean } {
  const own = sameEmail(email, viewer.email);
  if (!own && !isAdmin(viewer)) throw forbidden(message);
  return { own };
}

/**
 * A route's access rule (docs/security.md#who-may-call-what), for the reader already known: throws 401 or
 * 403 as the API answers. The one check behind every API call, through the network or in process.
 */
export function requireAccess(access: Access, viewer: Viewer | null): void {
  if (access === 'public') return;
  if (!viewer) throw unauthorized();
  if (access === 'admin' && !isAdmin(viewer)) throw forbidden(ACCOUNT_API_TEXTS.adminsOnly);
  if (access === 'editor' && !isEditor(viewer)) throw forbidden(ACCOUNT_API_TEXTS.editorsOnly);
  // Staff whose account must have a second step do nothing as staff without one (docs/decisions/0032-two-factor.md).
  if ((access === 'editor' || access === 'admin') && viewer.secondStepMissing)
    throw forbidden(ACCOUNT_API_TEXTS.secondStepRequired, ERROR_CODES.SECOND_STEP_REQUIRED);
}
