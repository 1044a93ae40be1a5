/** A member's role: every reader is a `user`; editors who moderate and run the site are `admin`. */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isAdminRole = (role: string | null | undefined): role is 'admin' => role === 'admin';
