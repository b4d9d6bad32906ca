import type { Role } from '@pg/domain';
import { Badge, Card, DescriptionList } from '@pg/ui-kit';

import { Amount, Row, SectionTitle, Stack } from '../../app/components/page.styles';
import { parentPaymentItems, SummaryActions, SummaryLinks } from '../../refunds/list/summaryParts';
import { disputeButtonsFor } from '../details/disputeActions';
import { customerOf, date, disputeDeclinePath, disputeDetailsPath, money, progressLabel, statusLabel, statusTone } from '../format';
import type { DisputeListItem } from '../graphql/disputes';

/** The list's side summary of the selected dispute (spec 001 s2). */
export function DisputeSummaryPanel({ dispute, role }: { dispute: DisputeListItem; role: Role }) {
  const buttons = disputeButtonsFor(role, dispute.status, dispute.progressStatus);
  const parentId = dispute.invoice?.id ?? dispute.webPayment?.id;
  return (
    <Card title={dispute.owner.name}>
      <Stack aria-label="Dispute summary">
        <Row>
          <Badge tone={statusTone(dispute.status)}>{statusLabel(dispute.status)}</Badge>
          <strong>{dispute.code}</strong>
        </Row>
        <Amount>{money(dispute.disputeAmount)}</Amount>
        <SectionTitle>Dispute Information</SectionTitle>
        <DescriptionList
          columns={1}
          items={[
            { label: 'Customer', value: customerOf(dispute) },
            { label: 'Status', value: statusLabel(dispute.status) },
            { label: 'Progress Stage', value: progressLabel(dispute.progressStatus) },
            { label: 'Date Opened', value: date(dispute.createdAt) },
            { label: 'Respond By', value: date(dispute.merchantResponseDueDate) },
            { label: 'Supporting Documents', value: dispute.hasDocuments ? 'Yes' : 'No' },
          ]}
        />
        <SectionTitle>Payment Information</SectionTitle>
        <DescriptionList columns={1} items={parentPaymentItems(dispute, { withInvoiceCode: true })} />
        <SummaryLinks detailsLabel="Dispute Details" detailsPath={disputeDetailsPath(dispute.id)} type={dispute.type} parentId={parentId} />
        {buttons.length > 0 && (
          <SummaryActions
            buttons={buttons}
            pathOf={(action) => (action === 'merchant-decline-dispute' ? disputeDeclinePath(dispute.id) : disputeDetailsPath(dispute.id, action))}
          />
        )}
      </Stack>
    </Card>
  );
}
