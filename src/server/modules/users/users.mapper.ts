import { isOwnPhoto } from '@shared/images';
import { ROLES, type Role } from '@shared/roles';
import type { Me, User } from '@shared/schemas/auth';
import type { UserRecord } from './users.repository';

/** A stored role as the API names it: anything not a known role reads as `user`. */
export const roleOf = (role: string | null | undefined): Role =>
  (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'user';

/** What every view of a member shows: who they are, their role and until when they read premium. */
function memberOf(row: UserRecord) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    // Only a picture kept here: an address elsewhere (from before photos were fetched) is never sent on.
    photo: isOwnPhoto(row.image) ? row.image : '',
    role: roleOf(row.role),
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
  };
}

export const toUserDto = (row: UserRecord): User => ({
  ...memberOf(row),
  createdAt: row.createdAt.toISOString(),
  twoFactor: row.twoFactorEnabled,
});

export const toMeDto = (row: UserRecord, now = new Date()): Me => ({
  ...memberOf(row),
  premium: row.premiumUntil !== null && row.premiumUntil > now,
  bio: row.bio ?? '',
  showEmail: row.showEmail,
  twoFactor: row.twoFactorEnabled,
});
