import { useApolloClient } from '@apollo/client/react';
import { isoDate } from '@pg/domain';
import { LoadingScreen, useToast } from '@pg/ui-kit';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PATHS } from '../modules/app/router/paths';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { disputeDeclineActors } from '../modules/disputes/decline/declineActors';
import { DisputeDeclineWizard } from '../modules/disputes/decline/DisputeDeclineWizard';
import { DISPUTE_DECLINED_TOAST, DISPUTE_DECLINE_TITLE, disputeDeclineMachine } from '../modules/disputes/machines/disputeDecline.machine';
import { Narrow, Page, PageHeader, PageTitle } from '../modules/refunds/refunds.styles';

/** /disputes/deny/{id}: the merchant's 'Dispute Decline Form' (spec 001 s2, s5). */
export function DisputeDeclinePage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [machine] = useState(() =>
    disputeDeclineMachine.provide({
      actors: disputeDeclineActors(client, user.role),
      actions: {
        goToNotFound: () => void navigate(PATHS.notFound, { replace: true }),
        // Back from step 0 goes to '/' (spec 001 s2).
        leaveWizard: () => void navigate(PATHS.home),
        // After success the user goes to the dispute list (spec 001 s2).
        notifyDeclined: () => {
          toast.success(DISPUTE_DECLINED_TOAST);
          void navigate(PATHS.disputes);
        },
        // GraphQL failures are already toasted by the Apollo error policy (spec 000 s8).
        notifyError: () => undefined,
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { disputeId: id, today: isoDate(new Date()) } });

  if (snapshot.matches('loading') || snapshot.status === 'done') return <LoadingScreen />;
  return (
    <Page>
      <PageHeader>
        <PageTitle>{DISPUTE_DECLINE_TITLE}</PageTitle>
        <span>{snapshot.context.target?.code}</span>
      </PageHeader>
      <Narrow>
        <DisputeDeclineWizard snapshot={snapshot} send={send} />
      </Narrow>
    </Page>
  );
}
