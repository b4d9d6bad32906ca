import { can } from '@pg/domain';

import { Crumbs } from '../modules/app/components/Crumbs';
import { Page, PageTitle } from '../modules/app/components/page.styles';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { CreateOrganizationForm } from '../modules/organizations/create/CreateOrganizationForm';
import { ORGANIZATIONS_PATH } from '../modules/organizations/format';
import { NotAllowedPage } from './NotAllowedPage';

/** /organizations/create (spec 002 s2: its path is ours): bank finance creates an organization. */
export function CreateOrganizationPage() {
  const { user } = useSignedInSession();
  if (!can(user.role, 'createOrganization')) return <NotAllowedPage />;
  return (
    <Page>
      <Crumbs trail={[['Organizations', ORGANIZATIONS_PATH]]} current="Create Organization" />
      <PageTitle>Create Organization</PageTitle>
      <CreateOrganizationForm />
    </Page>
  );
}
