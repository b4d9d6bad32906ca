import { useMutation, useQuery } from '@apollo/client/react';
import { SESSION_MESSAGES } from '@pg/domain';
import { Badge, Button, Card, useToast } from '@pg/ui-kit';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { dateTime } from '../../app/format';
import { PATHS } from '../../app/router/paths';
import { useSignedInSession } from '../../app/session/SessionContext';
import { END_OTHER_SESSIONS, END_SESSION, MY_SESSIONS } from '../../app/session/sessionsQueries';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  margin: 4px 0 0;
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Name = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
`;

/**
 * The person's sessions (issue 44): browser, address, when it signed in and was last active,
 * this one marked; "Sign out" on each, "Sign out everywhere else" for all but this one.
 */
export function SessionsCard() {
  const { signOut } = useSignedInSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, refetch } = useQuery(MY_SESSIONS);
  const [endSession, { loading: ending }] = useMutation(END_SESSION);
  const [endOthers, { loading: endingOthers }] = useMutation(END_OTHER_SESSIONS);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current);

  async function end(id: string, current: boolean) {
    if (current) {
      signOut();
      void navigate(PATHS.home, { replace: true });
      return;
    }
    try {
      await endSession({ variables: { id } });
      toast.success(SESSION_MESSAGES.sessionEnded);
    } catch {
      // The error policy has shown why (e.g. it had already ended); the list is read again.
    }
    void refetch();
  }

  async function endEverywhereElse() {
    try {
      await endOthers();
      toast.success(SESSION_MESSAGES.otherSessionsEnded);
    } catch {
      // Shown by the error policy.
    }
    void refetch();
  }

  return (
    <Card
      title="Sessions"
      actions={
        <Button variant="secondary" size="sm" disabled={others.length === 0} loading={endingOthers} onClick={() => void endEverywhereElse()}>
          Sign out everywhere else
        </Button>
      }
    >
      <List aria-label="Your sessions">
        {sessions.map((s) => (
          <Row key={s.id} aria-label={s.current ? `${s.browser} (this session)` : s.browser}>
            <div>
              <Name>
                {s.browser}
                {s.current && <Badge tone="success">This session</Badge>}
              </Name>
              <Facts>
                <dt>Address</dt>
                <dd>{s.address ?? '—'}</dd>
                <dt>Signed in</dt>
                <dd>{dateTime(s.createdAt)}</dd>
                <dt>Last active</dt>
                <dd>{dateTime(s.lastActiveAt)}</dd>
              </Facts>
            </div>
            <Button variant="secondary" size="sm" disabled={ending} onClick={() => void end(s.id, s.current)}>
              Sign out
            </Button>
          </Row>
        ))}
      </List>
    </Card>
  );
}
