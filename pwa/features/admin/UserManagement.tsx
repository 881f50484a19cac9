import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from '../../lib/toast.ts';
import { roles, type Role } from '../../../contract/catalog.ts';
import { formatMobile, mobileHref } from '../../../contract/fields.ts';
import type { User } from '../../../contract/users.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, Pagination, type Column } from '../../components/DataTable.tsx';
import { selectChevronStyle } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { useAuth } from '../../lib/store.ts';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { revokeUserSessions } from '../../data/sessions.ts';
import { changeRole, deleteUser, userKeys, usersQuery } from '../../data/users.ts';
import { createdColumn, DeleteConfirm, TableOrFailure, useListSearch } from './adminList.tsx';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { EmailLink } from './EmailLink.tsx';
import { EmptyList } from './EmptyList.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { RefreshButton } from './RefreshButton.tsx';
import { rowButton } from './rowButton.ts';
import { SearchInput } from './SearchInput.tsx';
import { useDeleteConfirm } from './useDeleteConfirm.ts';

const PAGE_SIZE = 20;
const roleLabels: Record<Role, string> = { user: 'User', agent: 'Agent', admin: 'Admin' };

/** What the confirmation of a role change says the person will and will not reach. */
const roleChanges: Record<Role, { title: string; confirm: string; effect: (name: string) => string }> = {
  user: {
    title: 'Make this person a user?',
    confirm: 'Make user',
    effect: (name) => `${name} will no longer reach the leads or the admin area.`,
  },
  agent: {
    title: 'Make this person an agent?',
    confirm: 'Make agent',
    effect: (name) =>
      `${name} will work the leads assigned to them and the unassigned ones; users, settings and deletions stay with admins.`,
  },
  admin: {
    title: 'Make this person an admin?',
    confirm: 'Make admin',
    effect: (name) => `${name} will be able to manage properties, projects, users and every lead.`,
  },
};
const SELF_ROLE = 'You cannot change your own role';
const SELF_DELETE = 'You cannot delete your own account';

/** The ?role= filter, when it names a role. */
function roleFilter(params: URLSearchParams): { role: Role | undefined } {
  const role = params.get('role');
  return { role: roles.includes(role as Role) ? (role as Role) : undefined };
}

function RoleSelect({ user, self, onPick }: { user: User; self: boolean; onPick: (role: Role) => void }) {
  const id = useId();
  const online = useOnlineStatus();
  const reason = self ? SELF_ROLE : online ? undefined : OFFLINE_WRITE_MESSAGE;
  return (
    <span title={reason} className="inline-block">
      <label htmlFor={id} className="sr-only">
        Role of {user.fullName}
      </label>
      <select
        id={id}
        value={user.role}
        disabled={Boolean(reason)}
        onChange={(event) => onPick(event.currentTarget.value as Role)}
        className={`focus-ring appearance-none rounded-lg border py-1.5 pl-3 pr-8 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70 ${
          user.role === 'user' ? 'border-sand-200 bg-white text-ink' : 'border-brand-200 bg-brand-50 text-brand-800'
        }`}
        style={selectChevronStyle('0.5rem', '0.9rem')}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** /admincp/users: every account with search, a role filter, role changes and deletion. */
export function UserManagement() {
  const t = useT();
  const failure = useFailureMessage();
  const { user: me } = useAuth();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const { q, page, filters, text, setText, go } = useListSearch(roleFilter);
  const { role } = filters;
  const [roleChange, setRoleChange] = useState<{ user: User; role: Role } | null>(null);
  const [signOut, setSignOut] = useState<User | null>(null);
  const filterId = useId();

  const list = useQuery(usersQuery({ q: q || undefined, role, page, limit: PAGE_SIZE }));
  const rows = list.data?.data ?? [];
  const total = list.data?.meta?.total ?? 0;
  const reload = () => queryClient.invalidateQueries({ queryKey: userKeys.all });

  const deletion = useDeleteConfirm({
    remove: deleteUser,
    reload,
    successMessage: 'User has been deleted!',
    failureMessage: 'An error occurred while deleting User',
  });

  const roleMutation = useMutation({
    mutationFn: ({ user, role: next }: { user: User; role: Role }) => changeRole(user._id, next),
    onSuccess: (body) => toast.success(body.message || 'Role updated'),
    onError: (error) => toast.error(failure(error, t('users.roleFailed'))),
    onSettled: () => {
      setRoleChange(null);
      void reload();
    },
  });

  const signOutMutation = useMutation({
    mutationFn: (user: User) => revokeUserSessions(user._id),
    onSuccess: (body) => toast.success(body.message || 'All sessions of this user have been ended'),
    onError: (error) => toast.error(failure(error, t('users.sessionsFailed'))),
    onSettled: () => setSignOut(null),
  });

  const columns: Column<User>[] = [
    {
      key: 'name',
      header: 'Name',
      className: 'w-[28%]',
      cell: (user) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar user={user} size="sm" />
          <div className="min-w-0">
            <p className="line-clamp-1 font-semibold text-ink">
              {user.fullName}
              {user._id === me?._id && (
                <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 text-[0.7rem] font-bold text-accent-800">You</span>
              )}
            </p>
            <p className="line-clamp-1 text-xs text-ink-muted">@{user.username}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      cell: (user) => <EmailLink email={user.email} />,
    },
    {
      key: 'mobile',
      header: 'Mobile',
      cell: (user) => (
        <a href={mobileHref(user.mobile)} className="focus-ring whitespace-nowrap rounded hover:text-brand-700 hover:underline">
          {formatMobile(user.mobile)}
        </a>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (user) => (
        <RoleSelect user={user} self={user._id === me?._id} onPick={(next) => next !== user.role && setRoleChange({ user, role: next })} />
      ),
    },
    createdColumn('joined', 'Joined'),
  ];

  const target = rows.find((user) => user._id === deletion.targetId);

  return (
    <>
      <AdminPageHeader
        title="User Management"
        description="Everyone with an account: find people, make someone an agent or an admin, or remove an account."
        actions={<RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} />}
      />
      <OfflineNotice />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput label="Search users" value={text} onChange={setText} placeholder="Search name, email, username…" />
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-semibold text-ink-soft">
            Role
          </label>
          <select
            id={filterId}
            value={role ?? ''}
            onChange={(event) => go({ role: event.currentTarget.value as Role | '', page: 1 })}
            className="field appearance-none !w-auto !pr-10"
            style={selectChevronStyle()}
          >
            <option value="">All roles</option>
            {roles.map((option) => (
              <option key={option} value={option}>
                {roleLabels[option]}s
              </option>
            ))}
          </select>
        </div>
        {list.data?.meta && (
          <p className="text-sm text-ink-muted sm:ml-auto" aria-live="polite">
            {total} {total === 1 ? 'account' : 'accounts'}
          </p>
        )}
      </div>

      <TableOrFailure query={list} showing={rows.length > 0}>
        <DataTable
          caption="Users"
          columns={columns}
          rows={rows}
          rowKey={(user) => user._id}
          loading={list.isPending}
          skeletonRows={8}
          actions={(user) => {
            const self = user._id === me?._id;
            const reason = self ? SELF_DELETE : online ? undefined : OFFLINE_WRITE_MESSAGE;
            return (
              <span className="inline-flex flex-wrap justify-end gap-2">
                <span title={online ? undefined : OFFLINE_WRITE_MESSAGE} className="inline-block">
                  <button
                    type="button"
                    className={`${rowButton} border border-sand-200 bg-white text-brand-800 hover:bg-brand-50`}
                    onClick={() => setSignOut(user)}
                    disabled={!online}
                  >
                    <Icon name="logout" className="h-4 w-4" />
                    End sessions<span className="sr-only"> of {user.fullName}</span>
                  </button>
                </span>
                <span title={reason} className="inline-block">
                  <button
                    type="button"
                    className={`${rowButton} border border-rose-200 bg-white text-rose-700 hover:bg-rose-50`}
                    onClick={() => deletion.ask(user._id)}
                    disabled={Boolean(reason)}
                    aria-describedby={self ? 'self-delete-reason' : undefined}
                  >
                    <Icon name="trash" className="h-4 w-4" />
                    Delete<span className="sr-only"> {user.fullName}</span>
                  </button>
                </span>
              </span>
            );
          }}
          empty={<EmptyList title={q || role ? 'No users match these filters.' : 'No users yet.'} />}
        />
        <span id="self-delete-reason" className="sr-only">
          {SELF_DELETE}
        </span>
        <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPage={(next) => go({ page: next })} label="User pages" />
      </TableOrFailure>

      <DeleteConfirm deletion={deletion}>
        {target ? `${target.fullName} (${target.email})` : 'This account'} and their saved properties will be removed. This cannot be
        undone.
      </DeleteConfirm>

      <ConfirmDialog
        open={signOut !== null}
        title="End every session of this user?"
        confirmLabel="End sessions"
        pending={signOutMutation.isPending}
        blockedReason={online ? null : OFFLINE_WRITE_MESSAGE}
        onClose={() => setSignOut(null)}
        onConfirm={() => signOut && signOutMutation.mutate(signOut)}
      >
        {signOut ? `${signOut.fullName} (${signOut.email})` : 'This user'} will be signed out on every device within a few minutes and must
        log in again.
      </ConfirmDialog>

      <ConfirmDialog
        open={roleChange !== null}
        title={roleChanges[roleChange?.role ?? 'user'].title}
        confirmLabel={roleChanges[roleChange?.role ?? 'user'].confirm}
        tone="primary"
        pending={roleMutation.isPending}
        blockedReason={online ? null : OFFLINE_WRITE_MESSAGE}
        onClose={() => setRoleChange(null)}
        onConfirm={() => roleChange && roleMutation.mutate(roleChange)}
      >
        {roleChanges[roleChange?.role ?? 'user'].effect(roleChange?.user.fullName ?? 'This person')}
      </ConfirmDialog>
    </>
  );
}
