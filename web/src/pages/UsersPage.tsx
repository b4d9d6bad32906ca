import { useQuery } from '@apollo/client/react';
import { can, isRole, ROLE_NAMES, roleDotFor, roleFilterFor } from '@pg/domain';
import { Button, Checkbox, DataTable, TextField } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Page, PageHeader, PageTitle, Toolbar, WithSide } from '../modules/app/components/page.styles';
import { useIsMobile } from '../modules/app/hooks/useIsMobile';
import { useListPage } from '../modules/app/hooks/useListPage';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { useUserStatus } from '../modules/users/details/useUserStatus';
import { USER_INVITE_PATH, userPath } from '../modules/users/format';
import { USERS } from '../modules/users/graphql/users';
import { userColumns } from '../modules/users/list/userColumns';
import { UserSummaryPanel } from '../modules/users/list/UserSummaryPanel';

export const USERS_LIST_KEY = 'users';
export const ROLE_FILTER = 'roles';

/** The role filter's label: the roles it keeps (spec 002 s6). */
export const roleFilterLabel = (roles: readonly (keyof typeof ROLE_NAMES)[]): string => `Only ${roles.map((r) => ROLE_NAMES[r]).join(' & ')}`;

/** /users (spec 002 s2): search, sort, page, the role filter, invite, side summary. */
export function UsersPage() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const listPage = useListPage(USERS_LIST_KEY, { sortField: 'name', sortDirection: 'ASC' });
  const { list, page, searchParam } = listPage;
  const roles = roleFilterFor(user.role);
  const filtered = listPage.flag(ROLE_FILTER);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const { data, loading, refetch } = useQuery(USERS, {
    variables: {
      first: list.settings.rowCount,
      page,
      sortField: list.settings.sortField,
      sortDirection: list.settings.sortDirection,
      searchParam,
      roles: filtered.checked ? roles : null,
    },
  });
  const status = useUserStatus(() => void refetch());
  const rows = data?.users.items ?? [];
  const selected = rows.find((r) => r.id === selectedId) ?? null;

  return (
    <Page>
      <PageHeader>
        <PageTitle>Users</PageTitle>
        {can(user.role, 'inviteUser') && <Button onClick={() => void navigate(USER_INVITE_PATH)}>Invite User</Button>}
      </PageHeader>
      <Toolbar>
        <TextField
          label="Search"
          name="query"
          type="search"
          placeholder="Search User"
          value={listPage.search}
          onChange={(e) => listPage.setSearch(e.target.value)}
        />
        <Checkbox label={roleFilterLabel(roles)} {...filtered} />
      </Toolbar>
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Users"
          columns={userColumns(user.role)}
          rows={rows}
          getRowId={(r) => r.id}
          loading={loading}
          emptyText="No Users found"
          dot={(r) => isRole(r.role) && roleDotFor(user.role, r.role)}
          dotLabel={roles.map((r) => ROLE_NAMES[r]).join(' or ')}
          selectedId={selectedId}
          // On phones a click opens the details; on wider screens it selects and opens the summary.
          onRowClick={(r) => (mobile ? void navigate(userPath(r.id)) : setSelectedId(r.id))}
          onRowDoubleClick={(r) => void navigate(userPath(r.id))}
          {...listPage.tableProps(data?.users.count ?? 0)}
        />
        {selected && !mobile && <UserSummaryPanel user={selected} viewer={user} onLock={status.lock} onActivate={status.activate} busy={status.busy} />}
      </WithSide>
      {status.dialog}
    </Page>
  );
}
