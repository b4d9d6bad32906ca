import { userActionsFor } from '@pg/domain';
import { Avatar, Badge, Button, Card, DescriptionList } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { Row, SectionTitle, Stack } from '../../app/components/page.styles';
import type { SessionUser } from '../../app/session/types';
import { avatarUrls, date, fullName, roleLabel, userPath, userStatusLabel, userStatusTone } from '../format';
import type { UserRow } from '../graphql/users';
import { actorOf, targetOf } from './userFacts';

interface Props {
  user: UserRow;
  viewer: SessionUser;
  onLock: (user: UserRow) => void;
  onActivate: (user: UserRow) => void;
  busy: boolean;
}

/** The list's side summary (spec 002 s2): who, where, and View Details, Lock, Activate. */
export function UserSummaryPanel({ user, viewer, onLock, onActivate, busy }: Props) {
  const navigate = useNavigate();
  const actions = userActionsFor(actorOf(viewer), targetOf(user));
  return (
    <Card title={fullName(user)}>
      <Stack aria-label="User summary">
        <Row>
          <Avatar name={fullName(user)} size={48} {...avatarUrls(user.avatar)} />
          <Badge tone={userStatusTone(user.locked)}>{userStatusLabel(user.locked)}</Badge>
        </Row>
        <DescriptionList
          columns={1}
          items={[
            { label: 'E-mail', value: user.email },
            { label: 'Role', value: roleLabel(user.role) },
            { label: 'Organization', value: user.organization.name },
            { label: 'Date Created', value: date(user.createdAt) },
          ]}
        />
        <SectionTitle>Quick Actions</SectionTitle>
        <Row>
          <Button variant="secondary" onClick={() => void navigate(userPath(user.id))}>
            View Details
          </Button>
          <Button variant="danger" disabled={!actions.lock || busy} onClick={() => onLock(user)}>
            Lock
          </Button>
          <Button disabled={!actions.activate || busy} onClick={() => onActivate(user)}>
            Activate
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
