import { canSeeField, type Role } from '@pg/domain';
import { Button, Card, type DescriptionItem, DescriptionList } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { Amount, Stack } from '../../app/components/page.styles';
import { date, money, transferDetailsPath, transferredByName } from '../format';
import type { TransferListItem } from '../graphql/transfers';

/** The list's side summary of the selected transfer, with View Details (spec 002 s2). */
export function TransferSummaryPanel({ transfer, role }: { transfer: TransferListItem; role: Role }) {
  const navigate = useNavigate();
  const items: DescriptionItem[] = [
    { label: 'Transfer ID', value: transfer.code },
    { label: 'Date Paid', value: date(transfer.createdAt) },
    { label: 'Transferred By', value: transferredByName(transfer) },
  ];
  if (canSeeField(role, 'Transfer.notes')) items.push({ label: 'Notes', value: transfer.notes || '—' });
  return (
    <Card title="Transfer Summary">
      <Stack aria-label="Transfer summary">
        <Amount>{money(transfer.amount)}</Amount>
        <DescriptionList columns={1} items={items} />
        <Button onClick={() => void navigate(transferDetailsPath(transfer.id))}>View Details</Button>
      </Stack>
    </Card>
  );
}
