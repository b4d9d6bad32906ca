import { can } from '@pg/domain';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { BusinessDetailsCard } from '../modules/organizations/components/BusinessDetailsCard';
import { CloseAccountSection } from '../modules/organizations/components/CloseAccountSection';
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

/** Account settings (spec 002 section 2): user card, business card, close account. */
export function AccountSettingsPage() {
  const { user } = useSignedInSession();
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
        <UserDetailsCard />
        <BusinessDetailsCard editing={editing} onEditingChange={setEditing} />
        {can(user.role, 'closeAccount') && <CloseAccountSection />}
      </Stack>
    </section>
  );
}
