import { useApolloClient } from '@apollo/client/react';
import { isoDate } from '@pg/domain';
import { LoadingScreen, useToast } from '@pg/ui-kit';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PATHS } from '../modules/app/router/paths';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { declineActors } from '../modules/refunds/decline/declineActors';
import { DeclineWizard } from '../modules/refunds/decline/DeclineWizard';
import { refundDetailsPath } from '../modules/refunds/format';
import { DECLINE_SUCCESS_MESSAGE, merchantDeclineMachine } from '../modules/refunds/machines/merchantDecline.machine';
import { Narrow, Page, PageHeader, PageTitle } from '../modules/refunds/refunds.styles';

/** /refunds/deny/{id}: the merchant's decline wizard (spec 001 s2, s5). */
export function RefundDeclinePage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [machine] = useState(() =>
    merchantDeclineMachine.provide({
      actors: declineActors(client, user.role, (message) => toast.error(message)),
      actions: {
        goToNotFound: () => void navigate(PATHS.notFound, { replace: true }),
        leaveWizard: () => void navigate(refundDetailsPath(id)),
        notifyDeclined: () => {
          toast.success(DECLINE_SUCCESS_MESSAGE);
          void navigate(refundDetailsPath(id));
        },
        // GraphQL failures are already toasted by the Apollo error policy (spec 000 s8).
        notifyError: () => undefined,
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { refundId: id, today: isoDate(new Date()) } });

  if (snapshot.matches('loading') || snapshot.status === 'done') return <LoadingScreen />;
  return (
    <Page>
      <PageHeader>
        <PageTitle>Decline Refund {snapshot.context.target?.code}</PageTitle>
      </PageHeader>
      <Narrow>
        <DeclineWizard snapshot={snapshot} send={send} />
      </Narrow>
    </Page>
  );
}
