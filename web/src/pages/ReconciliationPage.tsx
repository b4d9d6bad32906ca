import { useMutation, useQuery } from '@apollo/client/react';
import { can, formatDateTime, formatMoney, toCents } from '@pg/domain';
import { Alert, Button, Card, DataTable, type DataTableColumn, TextField } from '@pg/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';

import { Muted, Page, PageHeader, PageTitle, Stack } from '../modules/app/components/page.styles';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { CHARGE_RECONCILIATIONS, SETTLE_CHARGE_RECONCILIATION } from '../modules/reconciliation/reconciliation.graphql';
import { NotAllowedPage } from './NotAllowedPage';

type Queued = {
  id: string;
  recordKind: string;
  recordId: string;
  recordCode: string;
  organizationName: string;
  processor: string;
  idempotencyKey: string;
  amount: number;
  attemptedAt: string;
};

/** How long ago the attempt started, in whole hours or minutes. */
export function ageOf(attemptedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(attemptedAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

/**
 * /ledger/reconciliation (PG Admin, issue 47): charges whose outcome stayed unknown past the bound.
 * Check the processor by the key, then settle each as paid (with the processor's charge id: the
 * record is paid through the normal path and books) or not paid (the payer may pay again).
 */
export function ReconciliationPage() {
  const { user } = useSignedInSession();
  const allowed = can(user.role, 'viewPlatformLedger');
  const queue = useQuery(CHARGE_RECONCILIATIONS, { skip: !allowed, fetchPolicy: 'cache-and-network' });
  const [settle, settling] = useMutation(SETTLE_CHARGE_RECONCILIATION);
  const [chargeIds, setChargeIds] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);
  // Ages are counted from when the page was opened (a refetch after each settlement refreshes the list).
  const [now] = useState(() => Date.now());
  if (!allowed) return <NotAllowedPage />;

  const decide = async (row: Queued, outcome: 'paid' | 'notPaid') => {
    setMessage(null);
    try {
      await settle({ variables: { id: row.id, outcome, chargeId: outcome === 'paid' ? (chargeIds[row.id] ?? '') : null } });
      setMessage({ tone: 'success', text: `${row.recordCode} settled as ${outcome === 'paid' ? 'paid' : 'not paid'}.` });
    } catch (e) {
      setMessage({ tone: 'warning', text: e instanceof Error ? e.message : 'The payment could not be settled. Please try again' });
    }
    await queue.refetch();
  };
  const columns: DataTableColumn<Queued>[] = [
    {
      key: 'recordCode',
      label: 'Record',
      render: (r) => <Link to={r.recordKind === 'invoice' ? `/invoices/${r.recordId}` : `/checkouts/${r.recordId}`}>{r.recordCode}</Link>,
    },
    { key: 'organizationName', label: 'Organization', hideBelow: 'md' },
    { key: 'processor', label: 'Processor' },
    { key: 'idempotencyKey', label: 'Key', render: (r) => <code>{r.idempotencyKey}</code> },
    { key: 'amount', label: 'Amount', render: (r) => formatMoney(toCents(r.amount)) },
    { key: 'attemptedAt', label: 'Age', render: (r) => <span title={formatDateTime(r.attemptedAt)}>{ageOf(r.attemptedAt, now)}</span> },
    {
      key: 'id',
      label: 'Settle',
      render: (r) => (
        <Stack>
          <TextField
            label="Processor charge id"
            name={`charge-${r.id}`}
            value={chargeIds[r.id] ?? ''}
            onChange={(e) => setChargeIds((ids) => ({ ...ids, [r.id]: e.target.value }))}
          />
          <div>
            <Button size="sm" onClick={() => void decide(r, 'paid')} disabled={settling.loading || !(chargeIds[r.id] ?? '').trim()}>
              Paid
            </Button>{' '}
            <Button size="sm" variant="secondary" onClick={() => void decide(r, 'notPaid')} disabled={settling.loading}>
              Not paid
            </Button>
          </div>
        </Stack>
      ),
    },
  ];

  return (
    <Page>
      <PageHeader>
        <Stack>
          <PageTitle>Payment Reconciliation</PageTitle>
          <Muted>
            Charges whose outcome the card processor never confirmed. Look each one up at the processor by its key, then settle it: paid (with the processor's
            charge id) or not paid.
          </Muted>
        </Stack>
        <Link to="/ledger">Back to Ledger</Link>
      </PageHeader>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Card title="Waiting for reconciliation" flush>
        <DataTable
          caption="Waiting for reconciliation"
          columns={columns}
          rows={queue.data?.chargeReconciliations ?? []}
          getRowId={(r) => r.id}
          loading={queue.loading}
          emptyText="No payments are waiting for reconciliation"
        />
      </Card>
    </Page>
  );
}
