import { canSeeField, type Role } from '@pg/domain';
import { Avatar, Card, type DescriptionItem, DescriptionList } from '@pg/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';

import type { InvoiceDetail } from '../graphql/fragments';
import { InvoiceStatusBadge } from '../list/InvoiceStatusBadge';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;

  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

const Code = styled.div`
  margin-left: auto;
  text-align: right;
  font-size: 18px;
  font-weight: 600;
`;

/** Merchant name, e-mail, phone, status and code; transfer and gateway references for staff. */
export function InvoiceHeader({ invoice, role }: { invoice: InvoiceDetail; role: Role }) {
  const logo = invoice.owner.logo[0];
  const items: DescriptionItem[] = [
    { label: 'E-mail', value: invoice.owner.email || '—' },
    { label: 'Phone', value: invoice.owner.phoneNumber || '—' },
  ];
  if (canSeeField(role, 'Invoice.transfer')) {
    items.push({
      label: 'Transfer ID',
      value: invoice.transfer ? <Link to={`/transfers/${encodeURIComponent(invoice.transfer.id)}`}>{invoice.transfer.code || invoice.transfer.id}</Link> : '—',
    });
  }
  if (canSeeField(role, 'Invoice.gatewayTransactionId')) items.push({ label: 'Gateway Transaction ID', value: invoice.gatewayTransactionId || '—' });

  return (
    <Card>
      <Top>
        <Avatar name={invoice.owner.name} url={logo?.cloudFrontUrl || logo?.url} size={48} />
        <h2>{invoice.owner.name}</h2>
        <InvoiceStatusBadge status={invoice.status} />
        <Code aria-label="Invoice code">{invoice.code}</Code>
      </Top>
      <DescriptionList items={items} columns={2} />
    </Card>
  );
}
