import { formatMoney, TRANSFER_ITEM_LABELS, TRANSFER_MESSAGES, type TransferItemKind } from '@pg/domain';
import { Button, Card, TextArea } from '@pg/ui-kit';

import { Stack } from '../../app/components/page.styles';
import type { SelectionSummary } from './selection';
import { AddButtons, Hint, Lines } from './transactions.styles';

/** The dialogs the panel opens (spec 002 s2: ?action= values). */
export type TransactionAction = 'add-refunds' | 'add-disputes' | 'add-won-disputes' | 'add-released-refunds' | 'submit-transaction';

const ADD: { action: TransactionAction; label: string }[] = [
  { action: 'add-refunds', label: 'Add Refunds' },
  { action: 'add-disputes', label: 'Add Disputes' },
  { action: 'add-won-disputes', label: 'Add Won Disputes' },
  { action: 'add-released-refunds', label: 'Add Released Refunds' },
];
const SIGN: Record<TransferItemKind, string> = { invoice: '', checkout: '', refund: '- ', dispute: '- ', wonDispute: '+ ', releasedRefund: '+ ' };
const ORDER: TransferItemKind[] = ['invoice', 'checkout', 'refund', 'dispute', 'wonDispute', 'releasedRefund'];

interface TransactionSummaryPanelProps {
  summary: SelectionSummary;
  notes: string;
  onNotesChange: (notes: string) => void;
  onAction: (action: TransactionAction) => void;
}

/** The side panel of /transactions: what is selected, the running transfer total and Submit (spec 002 s2, s4). */
export function TransactionSummaryPanel({ summary, notes, onNotesChange, onAction }: TransactionSummaryPanelProps) {
  return (
    <Card title="Transaction Summary">
      <Stack aria-label="Transaction summary">
        <Lines>
          {ORDER.map((kind) => [
            <dt key={`${kind}-label`}>
              {TRANSFER_ITEM_LABELS[kind]} ({summary.counts[kind]})
            </dt>,
            <dd key={`${kind}-amount`}>
              {summary.sums[kind] ? SIGN[kind] : ''}
              {formatMoney(summary.sums[kind])}
            </dd>,
          ])}
          <dt className="total">Transfer Total</dt>
          <dd className="total" aria-label="Transfer Total">
            {formatMoney(summary.totalCents)}
          </dd>
        </Lines>
        <AddButtons>
          {ADD.map(({ action, label }) => (
            <Button key={action} size="sm" variant="secondary" onClick={() => onAction(action)}>
              {label}
            </Button>
          ))}
        </AddButtons>
        <TextArea label="Notes" name="notes" rows={3} value={notes} onChange={(e) => onNotesChange(e.target.value)} />
        <Button fullWidth disabled={!summary.canSubmit} onClick={() => onAction('submit-transaction')}>
          Submit
        </Button>
        {!summary.canSubmit && <Hint>{TRANSFER_MESSAGES.nothingSelected}</Hint>}
      </Stack>
    </Card>
  );
}
