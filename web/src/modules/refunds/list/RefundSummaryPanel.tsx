import { REFUND_STATUS_LABELS, REFUND_STATUS_TONES, type Role } from '@pg/domain';
import { Badge, Card, DescriptionList } from '@pg/ui-kit';

import { Amount, Row, SectionTitle, Stack } from '../../app/components/page.styles';
import { panelButtonsFor } from '../details/refundActions';
import { date, money, progressLabel, reasonLabel, refundDeclinePath, refundDetailsPath } from '../format';
import type { RefundListItem } from '../graphql/refunds';
import { parentPaymentItems, SummaryActions, SummaryLinks } from './summaryParts';

interface RefundSummaryPanelProps {
  refund: RefundListItem;
  role: Role;
}

/** The list's side summary of the selected refund (spec 001 s2, Refund summary side panel). */
export function RefundSummaryPanel({ refund, role }: RefundSummaryPanelProps) {
  const buttons = panelButtonsFor(role, refund.status, refund.progressStatus);
  const parentId = refund.invoice?.id ?? refund.webPayment?.id;

  return (
    <Card title={refund.owner.name}>
      <Stack aria-label="Refund summary">
        <Row>
          <Badge tone={REFUND_STATUS_TONES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
          <strong>{refund.code}</strong>
        </Row>
        <DescriptionList
          columns={2}
          items={[
            { label: 'PO', value: refund.invoice?.merchantPO || '—' },
            { label: 'Progress Stage', value: progressLabel(refund.progressStatus) },
          ]}
        />
        <Amount>{money(refund.requestedAmount)}</Amount>
        <SectionTitle>Refund Information</SectionTitle>
        <DescriptionList
          columns={1}
          items={[
            { label: 'Reason', value: reasonLabel(refund.reason) },
            { label: 'Status', value: REFUND_STATUS_LABELS[refund.status] },
            { label: 'Progress Stage', value: progressLabel(refund.progressStatus) },
            { label: 'Date Requested', value: date(refund.createdAt) },
            { label: 'Supporting Documents', value: refund.hasSupportingDocuments ? 'Yes' : 'No' },
          ]}
        />
        <SectionTitle>Payment Information</SectionTitle>
        <DescriptionList columns={1} items={parentPaymentItems(refund)} />
        <SectionTitle>Quick Actions</SectionTitle>
        <SummaryLinks detailsLabel="Refund Details" detailsPath={refundDetailsPath(refund.id)} type={refund.type} parentId={parentId} />
        <SummaryActions
          buttons={buttons}
          pathOf={(action) => (action === 'decline-refund' ? refundDeclinePath(refund.id) : refundDetailsPath(refund.id, action))}
        />
      </Stack>
    </Card>
  );
}
