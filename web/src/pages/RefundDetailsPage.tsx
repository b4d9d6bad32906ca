import { useQuery } from '@apollo/client/react';
import { toCents } from '@pg/domain';
import { ConfirmDialog, LoadingScreen } from '@pg/ui-kit';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';

import { Page, PageHeader, PageTitle, Stack, WithSide } from '../modules/app/components/page.styles';
import { useActionParam } from '../modules/app/hooks/useActionParam';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { ProcessTimeline } from '../modules/process-timeline/ProcessTimeline';
import { ActionPanel } from '../modules/refunds/details/ActionPanel';
import { AddDocumentDialog } from '../modules/refunds/details/AddDocumentDialog';
import { DenyRefundDialog } from '../modules/refunds/details/DenyRefundDialog';
import { dialogFor, type PanelButton, panelButtonsFor, REFUND_ACTION_PARAMS } from '../modules/refunds/details/refundActions';
import { RefundHistory } from '../modules/refunds/details/RefundHistory';
import { RefundLineItems } from '../modules/refunds/details/RefundLineItems';
import { RefundStatusBlock } from '../modules/refunds/details/RefundStatusBlock';
import { RefundSummaryBlock } from '../modules/refunds/details/RefundSummaryBlock';
import { SupportingDocuments } from '../modules/refunds/details/SupportingDocuments';
import { useRefundDecision } from '../modules/refunds/details/useRefundDecision';
import { refundDeclinePath } from '../modules/refunds/format';
import type { RefundDetail } from '../modules/refunds/graphql/refunds';
import { REFUND } from '../modules/refunds/graphql/refunds';

export const LIABILITY_NOTICE = 'You acknowledge that you are liable for additional charge';
export const APPROVE_MESSAGES = {
  merchantApprove: 'Are you sure you want to approve this refund?',
  approveRefund: 'Are you sure you want to approve this refund?',
  resolvedAsRefunded: 'Are you sure you want to resolve this refund as refunded? The payment will be refunded to the customer.',
} as const;

/** Spec 001 s8: approving more than the invoice subtotal (or the checkout amount) adds a liability notice. */
export function exceedsParentSubtotal(refund: Pick<RefundDetail, 'requestedAmount' | 'invoice' | 'webPayment'>): boolean {
  const subtotal = refund.invoice?.totals.subtotal ?? refund.webPayment?.amount;
  return subtotal !== undefined && toCents(refund.requestedAmount) > toCents(subtotal);
}

/** /refunds/details/{id} (spec 001 s2, Refund details page). */
export function RefundDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const [action, setAction] = useActionParam(REFUND_ACTION_PARAMS);
  const { data, loading, refetch } = useQuery(REFUND, { variables: { id } });
  const decision = useRefundDecision(id);

  const refund = data?.refund;
  if (!refund) return loading ? <LoadingScreen /> : null;

  const dialog = action ? dialogFor(action, user.role, refund.status, refund.progressStatus) : undefined;
  const buttons = panelButtonsFor(user.role, refund.status, refund.progressStatus);
  const close = () => setAction(null);
  const afterDecision = (ok: boolean) => {
    if (!ok) return;
    close();
    void refetch();
  };
  const onAction = (button: PanelButton) => (button.action === 'decline-refund' ? void navigate(refundDeclinePath(refund.id)) : setAction(button.action));

  let approveMessage: ReactNode = null;
  if (dialog?.kind === 'approve') {
    approveMessage = (
      <>
        <p>{APPROVE_MESSAGES[dialog.mutation]}</p>
        {dialog.mutation !== 'resolvedAsRefunded' && exceedsParentSubtotal(refund) && (
          <p>
            <strong>{LIABILITY_NOTICE}</strong>
          </p>
        )}
      </>
    );
  }

  return (
    <Page>
      <PageHeader>
        <PageTitle>Refund {refund.code}</PageTitle>
      </PageHeader>
      <WithSide $side>
        <Stack>
          <RefundSummaryBlock refund={refund} role={user.role} />
          <RefundStatusBlock refund={refund} />
          <RefundLineItems refund={refund} />
          <SupportingDocuments documents={refund.supportingDocuments} onAdd={() => setAction('add-supporting-document')} onChanged={() => void refetch()} />
          <ProcessTimeline kind="REFUND" id={refund.id} watch={refund.progressStatus} onChange={() => void refetch()} />
          <RefundHistory refundId={refund.id} />
        </Stack>
        <ActionPanel buttons={buttons} onAction={onAction} />
      </WithSide>
      <ConfirmDialog
        open={dialog?.kind === 'approve'}
        title="Approve Refund"
        message={approveMessage}
        loading={decision.loading}
        onCancel={close}
        onConfirm={() => {
          if (dialog?.kind === 'approve') void decision.approve(dialog.mutation).then(afterDecision);
        }}
      />
      <DenyRefundDialog
        key={action ?? 'none'}
        open={dialog?.kind === 'deny'}
        loading={decision.loading}
        onClose={close}
        onSubmit={(reason) => {
          if (dialog?.kind === 'deny') void decision.deny(dialog.mutation, reason).then(afterDecision);
        }}
      />
      <AddDocumentDialog
        open={dialog?.kind === 'addDocument'}
        refundId={refund.id}
        onClose={close}
        onAdded={() => {
          close();
          void refetch();
        }}
      />
      {/* ?action=decline-refund for the merchant opens the decline wizard. */}
      {dialog?.kind === 'decline' && <Navigate to={refundDeclinePath(refund.id)} replace />}
    </Page>
  );
}
