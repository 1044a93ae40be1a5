import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import { isAdminRole, type Role } from '@shared/roles';
import type { ProfileInput } from '@shared/schemas/auth';
import type { Db } from '../../db/client';
import { mapPage, type PageRange } from '../../db/paged';
import { requireSelfOrAdmin, sameEmail } from '../../lib/access';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import type { UserPhotos } from './user-photos';
import { roleOf, toMeDto, toUserDto } from './users.mapper';
import { createUsersRepository } from './users.repository';

/** The audit log's action for giving a member a role: it names the role given, up or down. */
export const ROLE_ACTIONS = {
  admin: 'user.make-admin',
  editor: 'user.make-editor',
  user: 'user.make-reader',
} as const satisfies Record<Role, string>;

/** The audit log's action for turning off a member's authenticator app. */
export const SECOND_STEP_RESET_ACTION = 'user.second-step-reset';

/** Members: the signed-in reader's own profile, and for admins the member list and roles. */
export function createUsersService(
  db: Db,
  photos: Pick<UserPhotos, 'storedNow' | 'adopt'>,
  caches: Pick<Caches, 'changed'>,
  /** Tells a member their app was turned off (users.routes.ts). */
  secondStepReset: (member: { id: string; email: string; name: string }) => Promise<void> = async () => {},
) {
  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);
  /** A new name, photo or bio: the reader's own view, and their byline and page wherever they are cached. */
  const profileChanged = (id: string) => caches.changed([changeTags.user(id), changeTags.author(id)]);

  async function me(viewer: Viewer) {
    const [row, hasPassword] = await Promise.all([users.findById(viewer.id), users.hasPassword(viewer.id)]);
    if (!row) throw notFound(TEXTS.subjects.user);
    return { ...toMeDto(row), hasPassword, sessionEndsAt: viewer.sessionEndsAt?.toISOString() ?? null };
  }

  return {
    me,

    /**
     * Changes the reader's name, photo, bio and whether readers see their e-mail address (left out keeps it): no bio keeps it, '' removes it; no photo (or '') keeps it, null removes it. An `https:` photo is
     * none until the server has fetched it and kept it as our own (user-photos.ts).
     */
    async updateProfile(viewer: Viewer, profile: ProfileInput) {
      const { photo } = profile;
      const image = photo === undefined || photo === '' ? undefined : photos.storedNow(photo);
      const bio = profile.bio === undefined ? undefined : profile.bio || null;
      const { showEmail } = profile;
      if (await users.updateProfile(viewer.id, { name: profile.name, image, bio, showEmail }))
        profileChanged(viewer.id);
      if (photo !== undefined && photo !== '') photos.adopt(viewer.id, photo);
      return me(viewer);
    },

    /** After registration or a Google sign-in: the reader's own account only, name and photo if given. */
    async recordSelf(
      viewer: Viewer,
      input: { email: string; name?: string | undefined; photo?: string | undefined },
    ) {
      if (!sameEmail(input.email, viewer.email)) throw forbidden(TEXTS.recordOwnAccount);
      const { name, photo } = input;
      if (
        (name || photo) &&
        (await users.updateProfile(viewer.id, {
          name: name || undefined,
          image: photo ? photos.storedNow(photo) : undefined,
        }))
      )
        profileChanged(viewer.id);
      if (photo) photos.adopt(viewer.id, photo);
      return { insertedId: viewer.id };
    },

    list: (query: PageRange & { search?: string | undefined }) => mapPage(users.list(query), toUserDto),

    /**
     * Whether the member with this address is an admin, and their role: one's own account, or anyone's for
     * an admin.
     */
    async isAdmin(viewer: Viewer, email: string) {
      const { own } = requireSelfOrAdmin(viewer, email, TEXTS.checkOwnAccount);
      const role = own ? viewer.role : roleOf((await users.findByEmail(email))?.role);
      return { admin: isAdminRole(role), role };
    },

    /** Gives a member a role, written to the audit log; the last admin keeps the role (409 LAST_ADMIN). */
    async changeRole(viewer: Viewer, id: string, role: Role) {
      const target = await users.findById(id);
      if (!target) throw notFound(TEXTS.subjects.user);
      const result = await users.setRole(target.id, role);
      if (result.lastAdmin) throw conflict(TEXTS.lastAdmin, ERROR_CODES.LAST_ADMIN);
      if (result.modifiedCount > 0) {
        // The member's next request sees the new role: their sessions' cached reader leaves.
        await caches.changed([changeTags.user(target.id)]);
        await audit.record(viewer, {
          action: ROLE_ACTIONS[role],
          targetType: 'user',
          targetId: target.id,
          details: { email: target.email, name: target.name, role, previousRole: roleOf(target.role) },
        });
      }
      return { modifiedCount: result.modifiedCount };
    },

    /**
     * An admin turns off a member's authenticator app when the member lost it and its backup codes
     * (docs/decisions/0032-two-factor.md): every session of the account ends, the member is mailed, and
     * the audit log records who did it. Never one's own: that is done on one's profile, with the password.
     */
    async resetSecondStep(viewer: Viewer, id: string) {
      if (id === viewer.id) throw forbidden(TEXTS.ownSecondStep);
      const target = await users.findById(id);
      if (!target) throw notFound(TEXTS.subjects.user);
      const { modifiedCount } = await users.dropSecondStep(target.id);
      if (modifiedCount === 0) throw conflict(TEXTS.noSecondStep);
      // Their sessions ended: who their tokens belonged to leaves every cache at once.
      await caches.changed([changeTags.user(target.id)]);
      await audit.record(viewer, {
        action: SECOND_STEP_RESET_ACTION,
        targetType: 'user',
        targetId: target.id,
        details: { email: target.email, name: target.name },
      });
      await secondStepReset(target);
      return { modifiedCount };
    },
  };
}
