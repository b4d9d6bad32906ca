import { useQuery } from '@apollo/client/react';
import { USER_TOASTS, userActionsFor } from '@pg/domain';
import { Avatar, Badge, Button, Card, LoadingScreen } from '@pg/ui-kit';
import { useParams } from 'react-router';
import styled from 'styled-components';

import { Crumbs } from '../modules/app/components/Crumbs';
import { Muted, Page, PageTitle, WithSide } from '../modules/app/components/page.styles';
import { SideActions } from '../modules/app/components/SideActions';
import { useActionParam } from '../modules/app/hooks/useActionParam';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { ResetSecondFactorAction } from '../modules/auth/second-factor/ResetSecondFactorAction';
import { ADD_USER_AVATAR, UserAvatarDialog } from '../modules/users/components/UserAvatarDialog';
import { UserDetailsForm } from '../modules/users/details/UserDetailsForm';
import { useUserStatus } from '../modules/users/details/useUserStatus';
import { avatarUrls, fullName, roleLabel, USERS_PATH, userStatusLabel, userStatusTone } from '../modules/users/format';
import { USER } from '../modules/users/graphql/users';
import { actorOf, targetOf } from '../modules/users/list/userFacts';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1;
  min-width: 180px;
`;

/** /users/{id} (spec 002 s2): details, role where allowed, lock or activate, avatar by ?action=add-user-avatar. */
export function UserDetailsPage() {
  const { id = '' } = useParams();
  const { user: viewer, updateUser } = useSignedInSession();
  const [action, setAction] = useActionParam([ADD_USER_AVATAR] as const);
  const { data, loading, refetch } = useQuery(USER, { variables: { id } });
  const status = useUserStatus(() => void refetch());

  const user = data?.user;
  if (!user) return loading ? <LoadingScreen /> : null;
  const actions = userActionsFor(actorOf(viewer), targetOf(user));
  const self = viewer.id === user.id;

  return (
    <Page>
      <Crumbs trail={[['Users', USERS_PATH]]} current={fullName(user)} />
      <PageTitle>User Details</PageTitle>
      <WithSide $side>
        <Card>
          <Header>
            <Avatar name={fullName(user)} size={64} {...avatarUrls(user.avatar)} />
            <Who>
              <strong>{fullName(user)}</strong>
              <Muted>
                {user.email} · {roleLabel(user.role)}
              </Muted>
              <span>
                <Badge tone={userStatusTone(user.locked)}>{userStatusLabel(user.locked)}</Badge>
              </span>
            </Who>
            {actions.uploadAvatar && (
              <Button variant="secondary" onClick={() => setAction(ADD_USER_AVATAR)}>
                Change Avatar
              </Button>
            )}
          </Header>
          <UserDetailsForm
            key={`${user.id}:${user.role}:${user.name}:${user.surname ?? ''}`}
            user={user}
            onSaved={(saved) => {
              if (self) updateUser({ name: saved.name, surname: saved.surname });
              void refetch();
            }}
          />
        </Card>
        <SideActions>
          <Button variant="danger" fullWidth disabled={!actions.lock || status.busy} onClick={() => status.lock(user)}>
            Lock
          </Button>
          <Button fullWidth disabled={!actions.activate || status.busy} onClick={() => status.activate(user)}>
            Activate
          </Button>
          <ResetSecondFactorAction viewer={actorOf(viewer)} target={targetOf(user)} name={fullName(user)} />
        </SideActions>
      </WithSide>
      {status.dialog}
      <UserAvatarDialog
        userId={user.id}
        open={action === ADD_USER_AVATAR && actions.uploadAvatar}
        onClose={() => setAction(null)}
        successMessage={USER_TOASTS.updated}
        onSaved={(avatar) => {
          if (self) updateUser({ avatar });
          void refetch();
        }}
      />
    </Page>
  );
}
