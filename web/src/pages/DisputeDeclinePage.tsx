import { useApolloClient } from '@apollo/client/react';
import { isoDate } from '@pg/domain';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useParams } from 'react-router';

import { PageTitle } from '../modules/app/components/page.styles';
import { PATHS } from '../modules/app/router/paths';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { disputeDeclineActors } from '../modules/disputes/decline/declineActors';
import { DisputeDeclineWizard } from '../modules/disputes/decline/DisputeDeclineWizard';
import { DISPUTE_DECLINE_TITLE, DISPUTE_DECLINED_TOAST, disputeDeclineMachine } from '../modules/disputes/machines/disputeDecline.machine';
import { DeclinePageFrame, useDeclineEffects } from '../modules/refunds/decline/declineScreen';

/** /disputes/deny/{id}: the merchant's 'Dispute Decline Form' (spec 001 s2, s5). */
export function DisputeDeclinePage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const client = useApolloClient();
  // Back from step 0 goes to '/'; after success the user goes to the dispute list (spec 001 s2).
  const effects = useDeclineEffects({ leaveTo: PATHS.home, declinedTo: PATHS.disputes, declinedToast: DISPUTE_DECLINED_TOAST });
  const [machine] = useState(() => disputeDeclineMachine.provide({ actors: disputeDeclineActors(client, user.role), actions: effects }));
  const [snapshot, send] = useMachine(machine, { input: { disputeId: id, today: isoDate(new Date()) } });

  return (
    <DeclinePageFrame
      loading={snapshot.matches('loading') || snapshot.status === 'done'}
      header={
        <>
          <PageTitle>{DISPUTE_DECLINE_TITLE}</PageTitle>
          <span>{snapshot.context.target?.code}</span>
        </>
      }
    >
      <DisputeDeclineWizard snapshot={snapshot} send={send} />
    </DeclinePageFrame>
  );
}
