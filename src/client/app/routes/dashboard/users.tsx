import { useSearchParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { HeadCells, PagedTable, PageHeading, tdClass } from '../../../components/ui/paged-table';
import { useUsers } from '../../../features/admin/api/get-users';
import { Email } from '../../../features/admin/components/person';
import { UserSearch, useConfirmMakeAdmin } from '../../../features/admin/components/user-admin';
import { ADMIN_PAGE_SIZE, adminListParams } from '../../../features/admin/list-params';
import { useHydrated } from '../../../lib/use-hydrated';

export function Component() {
  const [searchParams] = useSearchParams();
  const { page, search } = adminListParams(searchParams);
  const users = useUsers({ page, limit: ADMIN_PAGE_SIZE, search: search || undefined });
  const { confirmMakeAdmin, promoting } = useConfirmMakeAdmin();
  const hydrated = useHydrated();
  const { data } = users;

  return (
    <div>
      <PageHeading title="All Users" total={data?.total} />
      <UserSearch search={search} />
      <div className="mt-6">
        <PagedTable
          query={users}
          what="the users"
          empty={
            <EmptyState title={search ? 'No users found' : 'No users yet'}>
              {search ? <p>No user’s name or e-mail contains “{search}”.</p> : null}
            </EmptyState>
          }
          caption={search ? `Users matching “${search}”.` : 'Every registered user, newest first.'}
          head={<HeadCells columns={['Sl', 'Name', 'E-mail', 'Profile picture', 'Role']} />}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          pagesLabel="Users pages"
          row={(user, index) => (
            <tr key={user._id} className="align-middle">
              <td className={`${tdClass} text-stone-500`}>{(page - 1) * ADMIN_PAGE_SIZE + index + 1}</td>
              <td className={`${tdClass} min-w-40 font-semibold text-stone-900`}>{user.name}</td>
              <td className={`${tdClass} text-stone-700`}>
                <Email address={user.email} />
              </td>
              <td className={tdClass}>
                <Avatar src={user.photo} alt={`Profile picture of ${user.name || user.email}`} />
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {user.role === 'admin' ? (
                  <span className="font-semibold text-red-800">Admin</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => void confirmMakeAdmin(user)}
                    disabled={!hydrated || promoting === user._id}
                    className="rounded bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                  >
                    Make Admin<span className="sr-only"> {user.name || user.email}</span>
                  </button>
                )}
              </td>
            </tr>
          )}
        />
      </div>
    </div>
  );
}
