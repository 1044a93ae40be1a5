import { isAdminRole } from '@shared/roles';
import type { Viewer } from '../types';
import { forbidden } from './errors';

/** Whether the reader is an editor (an admin). */
export const isAdmin = (viewer: Viewer | null | undefined): boolean => isAdminRole(viewer?.role);

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
