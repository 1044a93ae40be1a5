import { MODERATION_TEXTS } from '@shared/messages';
import { useSearchParams } from 'react-router';
import { usersList } from '../../../features/admin/api/admin-lists';
import { AdminList } from '../../../features/admin/components/admin-list';
import { UserRow } from '../../../features/admin/components/list-rows';
import { UserSearch, useConfirmMakeAdmin } from '../../../features/admin/components/user-admin';
import { adminListParams } from '../../../features/admin/list-params';
import { useHydrated } from '../../../lib/use-hydrated';

const TEXTS = MODERATION_TEXTS.lists.users;

/** Every registered user, found by name or e-mail; a user becomes an admin after a confirmation. */
export function Component() {
  const [searchParams] = useSearchParams();
  const { search } = adminListParams(searchParams);
  const { confirmMakeAdmin, promoting, dialog } = useConfirmMakeAdmin();
  const hydrated = useHydrated();

  return (
    <>
      <AdminList
        list={usersList}
        texts={TEXTS}
        toolbar={<UserSearch search={search} />}
        caption={search ? TEXTS.captionWithSearch(search) : TEXTS.caption}
        empty={search ? { title: TEXTS.emptySearchTitle, text: TEXTS.emptySearchText(search) } : undefined}
        row={(user, serial) => (
          <UserRow
            key={user._id}
            user={user}
            serial={serial}
            busy={!hydrated || promoting === user._id}
            onMakeAdmin={confirmMakeAdmin}
          />
        )}
      />
      {dialog}
    </>
  );
}
