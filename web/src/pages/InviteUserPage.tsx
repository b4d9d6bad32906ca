import { Crumbs } from '../modules/app/components/Crumbs';
import { Page, PageTitle } from '../modules/app/components/page.styles';
import { USERS_PATH } from '../modules/users/format';
import { InviteUserForm } from '../modules/users/invite/InviteUserForm';

/** /users/invite (spec 002 s2): the Invite User form. */
export function InviteUserPage() {
  return (
    <Page>
      <Crumbs trail={[['Users', USERS_PATH]]} current="Invite User" />
      <PageTitle>Invite User</PageTitle>
      <InviteUserForm />
    </Page>
  );
}
