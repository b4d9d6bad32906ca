import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { can, ORGANIZATION_TOASTS, organizationStatusActions } from '@pg/domain';
import { Button, Card, LoadingScreen, useToast } from '@pg/ui-kit';
import { useParams } from 'react-router';

import { Crumbs } from '../modules/app/components/Crumbs';
import { Page, PageTitle, Stack, WithSide } from '../modules/app/components/page.styles';
import { SideActions } from '../modules/app/components/SideActions';
import { useActionParam } from '../modules/app/hooks/useActionParam';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { ADD_MERCHANT_LOGO, LogoDialog } from '../modules/organizations/components/LogoDialog';
import { AdminBusinessForm } from '../modules/organizations/details/AdminBusinessForm';
import { OrganizationHeaderCard } from '../modules/organizations/details/OrganizationHeaderCard';
import { OrganizationHistory } from '../modules/organizations/details/OrganizationHistory';
import { PlatformFeeForm } from '../modules/organizations/details/PlatformFeeForm';
import { useOrganizationStatus } from '../modules/organizations/details/useOrganizationStatus';
import { ORGANIZATIONS_PATH } from '../modules/organizations/format';
import { ORGANIZATION_DETAILS, REMOVE_LOGO } from '../modules/organizations/graphql/organizations';

/**
 * /organizations/{id} (spec 002 s2): header card with the logo, business details, platform fee,
 * 'View Organization History', and Activate Account / Lock Account (a bottom bar on phones).
 */
export function OrganizationDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const toast = useToast();
  const [action, setAction] = useActionParam([ADD_MERCHANT_LOGO] as const);
  const client = useApolloClient();
  const { data, loading } = useQuery(ORGANIZATION_DETAILS, { variables: { id } });
  // Spec 002 s8 "page reloads": the record and its history are read again after every change.
  const reload = () => void client.refetchQueries({ include: ['OrganizationDetails', 'OrganizationEvents'] });
  const status = useOrganizationStatus(reload);
  const [removeLogo, removal] = useMutation(REMOVE_LOGO);

  const org = data?.organization;
  if (!org) return loading ? <LoadingScreen /> : null;
  const manage = can(user.role, 'manageOrganizations');
  const actions = organizationStatusActions(org);

  async function remove(fileId: string) {
    try {
      await removeLogo({ variables: { id: fileId } });
      toast.success(ORGANIZATION_TOASTS.updated);
      reload();
    } catch {
      // The error link has shown the server's message.
    }
  }

  return (
    <Page>
      <Crumbs trail={[['Organizations', ORGANIZATIONS_PATH]]} current={org.name} />
      <PageTitle>Organization Details</PageTitle>
      <WithSide $side>
        <Stack>
          <OrganizationHeaderCard
            organization={org}
            editable={manage}
            onChangeLogo={() => setAction(ADD_MERCHANT_LOGO)}
            onRemoveLogo={() => org.logo[0]?.id && void remove(org.logo[0].id)}
            removing={removal.loading}
          />
          <Card title="Business Details">
            {/* Remounted after a save, so the form starts from what the server now holds. */}
            <AdminBusinessForm
              key={[org.name, org.email, org.phoneNumber, org.address, org.website, org.licenseNumber, org.mccCode, org.shortDescription].join('|')}
              organization={org}
              editable={manage}
              onSaved={reload}
            />
          </Card>
          <Card title="Platform Fee">
            <PlatformFeeForm key={String(org.platformFee)} organizationId={org.id} platformFee={org.platformFee} editable={manage} onSaved={reload} />
          </Card>
          <Card>
            <OrganizationHistory organizationId={org.id} />
          </Card>
        </Stack>
        {manage && (
          <SideActions>
            <Button fullWidth disabled={!actions.activate || status.busy} onClick={() => status.ask('activate', org)}>
              Activate Account
            </Button>
            <Button variant="danger" fullWidth disabled={!actions.lock || status.busy} onClick={() => status.ask('lock', org)}>
              Lock Account
            </Button>
          </SideActions>
        )}
      </WithSide>
      {status.dialog}
      <LogoDialog
        organizationId={org.id}
        open={action === ADD_MERCHANT_LOGO && manage}
        onClose={() => setAction(null)}
        successMessage={ORGANIZATION_TOASTS.updated}
        onSaved={reload}
      />
    </Page>
  );
}
