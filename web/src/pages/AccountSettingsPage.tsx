import { allows, can, OPERATION_ACCESS, USER_TOASTS } from '@pg/domain';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

import { useActionParam } from '../modules/app/hooks/useActionParam';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { TwoStepVerificationSection } from '../modules/auth/second-factor/TwoStepVerificationSection';
import { BusinessDetailsCard } from '../modules/organizations/components/BusinessDetailsCard';
import { CloseAccountSection } from '../modules/organizations/components/CloseAccountSection';
import { IdleLimitCard } from '../modules/organizations/components/IdleLimitCard';
import { ADD_MERCHANT_LOGO, LogoDialog } from '../modules/organizations/components/LogoDialog';
import { SessionsCard } from '../modules/users/components/SessionsCard';
import { ADD_USER_AVATAR, UserAvatarDialog } from '../modules/users/components/UserAvatarDialog';
import { UserDetailsCard } from '../modules/users/components/UserDetailsCard';

const Title = styled.h1`
  margin: 0 0 24px;
  font-size: 24px;
`;

const Stack = styled.div`
  display: grid;
  gap: 24px;
`;

export const COMPLETE_BUSINESS_INFO_PARAM = 'complete_business_info';

const ACTIONS = [ADD_USER_AVATAR, ADD_MERCHANT_LOGO] as const;

/**
 * Account settings (spec 002 section 2): user card, business card, sessions and the Owner's idle
 * limit (issue 44), close account; the image
 * dialogs open by ?action=add-user-avatar and ?action=add-merchant-logo.
 */
export function AccountSettingsPage() {
  const { user, organization, updateUser, updateOrganization } = useSignedInSession();
  const [action, setAction] = useActionParam(ACTIONS);
  const mayEditLogo = can(user.role, 'editBusinessProfile');
  const [params, setParams] = useSearchParams();
  // The edit state lives in the URL so the incomplete-profile redirect opens the form directly.
  const editing = params.get(COMPLETE_BUSINESS_INFO_PARAM) === 'true';
  const setEditing = (next: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(COMPLETE_BUSINESS_INFO_PARAM, 'true');
        else copy.delete(COMPLETE_BUSINESS_INFO_PARAM);
        return copy;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="account-settings-title">
      <Title id="account-settings-title">Account Settings</Title>
      <Stack>
        <UserDetailsCard onChangeAvatar={() => setAction(ADD_USER_AVATAR)} />
        <BusinessDetailsCard editing={editing} onEditingChange={setEditing} onChangeLogo={() => setAction(ADD_MERCHANT_LOGO)} />
        <SessionsCard />
        {allows(OPERATION_ACCESS.updateSessionIdleLimit, user.role) && <IdleLimitCard />}
        <TwoStepVerificationSection />
        {can(user.role, 'closeAccount') && <CloseAccountSection />}
      </Stack>
      <UserAvatarDialog
        userId={user.id}
        open={action === ADD_USER_AVATAR}
        onClose={() => setAction(null)}
        successMessage={USER_TOASTS.profileUpdated}
        // The header's profile pill shows the new avatar at once.
        onSaved={(avatar) => updateUser({ avatar })}
      />
      <LogoDialog
        organizationId={organization.id}
        open={action === ADD_MERCHANT_LOGO && mayEditLogo}
        onClose={() => setAction(null)}
        successMessage={USER_TOASTS.profileUpdated}
        onSaved={(logo) => updateOrganization({ logo: [logo] })}
      />
    </section>
  );
}
