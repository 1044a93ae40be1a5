/**
 * A member's role (docs/product.md#who-it-is-for): every reader is a `user`; an `editor` also moderates
 * articles and publishers; an `admin` also runs users, payments and the site's settings.
 */
export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isAdminRole = (role: string | null | undefined): role is 'admin' => role === 'admin';

/** Whether a role may moderate articles and publishers: editors and admins. */
export const isEditorRole = (role: string | null | undefined): role is 'editor' | 'admin' =>
  role === 'editor' || role === 'admin';
