import { MODERATION_TEXTS } from '@shared/messages';
import { usersList } from '../../../features/admin/api/admin-lists';
import { AdminList } from '../../../features/admin/components/admin-list';
import { UserRow } from '../../../features/admin/components/list-rows';
import { useConfirmPromotion } from '../../../features/admin/components/user-admin';
import { useHydrated } from '../../../lib/use-hydrated';

/** Every registered user, found by name or e-mail; a user becomes an editor or an admin after a confirmation. */
export function Component() {
  const { confirmPromotion, confirmTurnOffApp, promoting, dialog } = useConfirmPromotion();
  // The buttons need React; until it runs, the server's HTML shows them disabled.
  const hydrated = useHydrated();

  return (
    <>
      <AdminList
        list={usersList}
        texts={MODERATION_TEXTS.lists.users}
        row={(user, serial) => (
          <UserRow
            key={user._id}
            user={user}
            serial={serial}
            busy={!hydrated || promoting === user._id}
            onPromote={confirmPromotion}
            onTurnOffApp={confirmTurnOffApp}
          />
        )}
      />
      {dialog}
    </>
  );
}
