import { useApolloClient } from '@apollo/client/react';
import { isoDate } from '@pg/domain';
import { useToast } from '@pg/ui-kit';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useParams } from 'react-router';

import { PageTitle } from '../modules/app/components/page.styles';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { declineActors } from '../modules/refunds/decline/declineActors';
import { DeclinePageFrame, useDeclineEffects } from '../modules/refunds/decline/declineScreen';
import { DeclineWizard } from '../modules/refunds/decline/DeclineWizard';
import { refundDetailsPath } from '../modules/refunds/format';
import { DECLINE_SUCCESS_MESSAGE, merchantDeclineMachine } from '../modules/refunds/machines/merchantDecline.machine';

/** /refunds/deny/{id}: the merchant's decline wizard (spec 001 s2, s5). */
export function RefundDeclinePage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const client = useApolloClient();
  const toast = useToast();
  const effects = useDeclineEffects({ leaveTo: refundDetailsPath(id), declinedTo: refundDetailsPath(id), declinedToast: DECLINE_SUCCESS_MESSAGE });
  const [machine] = useState(() =>
    merchantDeclineMachine.provide({
      actors: declineActors(client, user.role, (message) => toast.error(message)),
      actions: effects,
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { refundId: id, today: isoDate(new Date()) } });

  return (
    <DeclinePageFrame
      loading={snapshot.matches('loading') || snapshot.status === 'done'}
      header={<PageTitle>Decline Refund {snapshot.context.target?.code}</PageTitle>}
    >
      <DeclineWizard snapshot={snapshot} send={send} />
    </DeclinePageFrame>
  );
}
