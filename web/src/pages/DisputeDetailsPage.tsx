import { useQuery } from '@apollo/client/react';
import { ActionPanel, Button, ConfirmDialog, LoadingScreen } from '@pg/ui-kit';
import { Navigate, useNavigate, useParams } from 'react-router';

import { Page, PageHeader, PageTitle, Stack, WithSide } from '../modules/app/components/page.styles';
import { useActionParam } from '../modules/app/hooks/useActionParam';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import {
  dialogFor,
  DISPUTE_ACTION_PARAMS,
  DISPUTE_CONFIRM_TEXTS,
  type DisputeButton,
  disputeButtonsFor,
  reportButtonFor,
} from '../modules/disputes/details/disputeActions';
import { DisputeHistory } from '../modules/disputes/details/DisputeHistory';
import { DisputeStatusBlock } from '../modules/disputes/details/DisputeStatusBlock';
import { DisputeSummaryBlock } from '../modules/disputes/details/DisputeSummaryBlock';
import { useDisputeDecision } from '../modules/disputes/details/useDisputeDecision';
import { useDisputeReport } from '../modules/disputes/details/useDisputeReport';
import { disputeDeclinePath } from '../modules/disputes/format';
import { DISPUTE } from '../modules/disputes/graphql/disputes';
import { ProcessTimeline } from '../modules/process-timeline/ProcessTimeline';

/** /disputes/details/{id} (spec 001 s2, Dispute details page). */
export function DisputeDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const [actionParam, setAction] = useActionParam(DISPUTE_ACTION_PARAMS);
  const { data, loading, refetch } = useQuery(DISPUTE, { variables: { id } });
  const decision = useDisputeDecision(id);
  const report = useDisputeReport(id);

  const dispute = data?.dispute;
  if (!dispute) return loading ? <LoadingScreen /> : null;

  const action = actionParam ? dialogFor(actionParam, user.role, dispute.status, dispute.progressStatus) : undefined;
  const buttons = disputeButtonsFor(user.role, dispute.status, dispute.progressStatus);
  const reportButton = reportButtonFor(user.role);
  // Nothing is loading: the merchant's decisions wait for the one in flight (spec 001 s4).
  const busy = decision.loading;
  const close = () => setAction(null);
  const onAction = (button: DisputeButton) =>
    button.action === 'merchant-decline-dispute' ? void navigate(disputeDeclinePath(dispute.id)) : setAction(button.action);
  const confirm = action && action !== 'merchant-decline-dispute' ? DISPUTE_CONFIRM_TEXTS[action] : undefined;

  return (
    <Page>
      <PageHeader>
        <PageTitle>Dispute {dispute.code}</PageTitle>
      </PageHeader>
      <WithSide $side>
        <Stack>
          <DisputeSummaryBlock dispute={dispute} role={user.role} />
          <DisputeStatusBlock dispute={dispute} />
          <ProcessTimeline kind="DISPUTE" id={dispute.id} watch={dispute.progressStatus} onChange={() => void refetch()} />
          <DisputeHistory disputeId={dispute.id} />
        </Stack>
        <ActionPanel title="Dispute Actions" note={buttons.some((b) => b.enabled) ? undefined : 'No action is awaiting you on this dispute.'}>
          {buttons.map((button) => (
            <Button key={button.action} variant={button.variant} fullWidth disabled={!button.enabled || busy} onClick={() => onAction(button)}>
              {button.label}
            </Button>
          ))}
          {reportButton.visible && (
            <Button variant="secondary" fullWidth disabled={!reportButton.enabled} loading={report.loading} onClick={() => void report.open()}>
              Download Report
            </Button>
          )}
        </ActionPanel>
      </WithSide>
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm?.title}
        message={confirm?.message ?? ''}
        loading={decision.loading}
        onCancel={close}
        onConfirm={() => {
          if (action && action !== 'merchant-decline-dispute') {
            void decision.decide(action).then((ok) => ok && close());
          }
        }}
      />
      {/* ?action=merchant-decline-dispute for the merchant opens the 'Dispute Decline Form'. */}
      {action === 'merchant-decline-dispute' && <Navigate to={disputeDeclinePath(dispute.id)} replace />}
    </Page>
  );
}
