import { useMutation, useQuery } from '@apollo/client/react';
import { MAX_TRANSFER_ITEMS_PER_KIND, TRANSFER_MESSAGES, can } from '@pg/domain';
import { ConfirmDialog, DataTable, Tabs, useToast } from '@pg/ui-kit';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { Page, WithSide } from '../modules/refunds/refunds.styles';
import { date, itemPath, transferDetailsPath } from '../modules/transfers/format';
import { CREATE_TRANSACTION, TRANSACTION_INVOICES, TRANSACTION_REFUNDS, TRANSFER_CHECKOUTS } from '../modules/transfers/graphql/transfers';
import { ListHeader } from '../modules/transfers/list/ListHeader';
import { useListPage } from '../modules/transfers/list/useListPage';
import { PickItemsDialog, type PickableItem } from '../modules/transfers/transactions/PickItemsDialog';
import { EMPTY_SELECTION, checkoutItem, invoiceItem, refundItem, replaceKind, summarize, toggle, toggleAll, transactionVariables, type SelectedItem } from '../modules/transfers/transactions/selection';
import { checkoutColumns, invoiceColumns, type SelectionControls } from '../modules/transfers/transactions/transactionColumns';
import { TransactionSummaryPanel, type TransactionAction } from '../modules/transfers/transactions/TransactionSummaryPanel';

export const TRANSACTIONS_LIST_KEY = 'transactions';
/** Spec 000 s9: transactions list 100 or 10 rows. */
const ROW_COUNTS = [10, 100] as const;
const ACTIONS: readonly TransactionAction[] = ['add-refunds', 'add-disputes', 'add-won-disputes', 'submit-transaction'];
type Tab = 'invoices' | 'checkouts';

/**
 * /transactions (spec 002 s2, s4): paid invoices and checkouts without a transfer. The bank-side
 * admin selects them (checkboxes), adds bank-approved refunds (and disputes once they exist) in
 * dialogs opened by ?action=, sees the running transfer total, and submits the transfer.
 */
export function TransactionsPage() {
  const { user } = useSignedInSession();
  const toast = useToast();
  const navigate = useNavigate();
  const canSubmit = can(user.role, 'submitTransfer');
  const view = useListPage(TRANSACTIONS_LIST_KEY, { sortField: 'paidAt', sortDirection: 'DESC' });
  const tab: Tab = view.params.get('tab') === 'checkouts' ? 'checkouts' : 'invoices';
  const actionParam = view.params.get('action');
  const action = canSubmit && (ACTIONS as readonly string[]).includes(actionParam ?? '') ? (actionParam as TransactionAction) : null;
  const { settings } = view.list;
  const rowCount = (ROW_COUNTS as readonly number[]).includes(settings.rowCount) ? settings.rowCount : ROW_COUNTS[0];
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [notes, setNotes] = useState('');
  const setAction = (next: TransactionAction | null) => view.setQuery({ action: next, page: view.params.get('page') });

  const invoices = useQuery(TRANSACTION_INVOICES, {
    variables: { first: rowCount, page: view.page, status: 'paid', sortField: settings.sortField, sortDirection: settings.sortDirection, searchParam: view.searchParam || null },
    skip: tab !== 'invoices',
    fetchPolicy: 'cache-and-network',
  });
  const checkouts = useQuery(TRANSFER_CHECKOUTS, { variables: { first: MAX_TRANSFER_ITEMS_PER_KIND }, skip: tab !== 'checkouts', fetchPolicy: 'cache-and-network' });
  const refunds = useQuery(TRANSACTION_REFUNDS, { variables: { progressStatus: 'bankApproved', first: 100 }, skip: action !== 'add-refunds', fetchPolicy: 'network-only' });
  const [createTransaction, creating] = useMutation(CREATE_TRANSACTION);

  // A paid invoice still held by a transfer being made is not offered (spec: transferId null).
  const invoiceRows = (invoices.data?.invoices.items ?? []).filter((i) => !i.transferId);
  const needle = view.searchParam.toLowerCase();
  const checkoutRows = (checkouts.data?.transferCheckouts.items ?? []).filter((c) => !needle || c.code.toLowerCase().includes(needle) || c.owner.name.toLowerCase().includes(needle));
  const summary = useMemo(() => summarize(selection), [selection]);
  const controls: SelectionControls | null = canSubmit
    ? { selection, onToggle: (item) => setSelection((s) => toggle(s, item)), onToggleAll: (items) => setSelection((s) => toggleAll(s, items)) }
    : null;

  const refundChoices: PickableItem[] = (refunds.data?.refunds.items ?? [])
    .filter((r) => !r.transferId)
    .map((r) => ({ item: refundItem(r), title: r.code, detail: `${r.owner.name}${r.invoice ? ` · ${r.invoice.code}` : ''} · ${date(r.createdAt)}` }));

  const submit = () =>
    createTransaction({ variables: transactionVariables(selection, notes) }).then(
      (result) => {
        const id = result.data?.createTransaction.id;
        toast.success(TRANSFER_MESSAGES.success);
        if (id) void navigate(transferDetailsPath(id));
      },
      // The server's message is toasted by the Apollo error policy; the dialog closes so the user can adjust.
      () => setAction(null),
    );

  /** What both tabs' tables share: a row click (or Space) toggles it for the bank admin, a double click opens it. */
  const rowProps = <T extends { id: string }>(kind: 'invoice' | 'checkout', toItem: (row: T) => SelectedItem, loading: boolean) => ({
    caption: kind === 'invoice' ? 'Invoices' : 'Checkouts',
    emptyText: kind === 'invoice' ? 'No Invoices found' : 'No Checkouts found',
    loading,
    getRowId: (row: T) => row.id,
    onRowClick: controls ? (row: T) => controls.onToggle(toItem(row)) : undefined,
    onRowDoubleClick: (row: T) => void navigate(itemPath(kind, row.id)),
  });

  return (
    <Page>
      <ListHeader title="Transactions" searchPlaceholder="Search Invoice" search={view.search} onSearch={view.setSearch} />
      <WithSide $side={canSubmit}>
        <Tabs
          label="Transactions"
          tabs={[
            { value: 'invoices', label: 'Invoices', count: summary.counts.invoice },
            { value: 'checkouts', label: 'Checkouts', count: summary.counts.checkout },
          ]}
          value={tab}
          onChange={(next) => view.setQuery({ tab: next === 'checkouts' ? next : null })}
        >
          {tab === 'invoices' ? (
            <DataTable
              columns={invoiceColumns(invoiceRows, controls)}
              rows={invoiceRows}
              rowCountOptions={ROW_COUNTS}
              {...rowProps('invoice', invoiceItem, invoices.loading)}
              {...view.tableProps(invoices.data?.invoices.total ?? 0, rowCount)}
            />
          ) : (
            // Checkouts come at once (at most 1000), not paged.
            <DataTable columns={checkoutColumns(checkoutRows, controls)} rows={checkoutRows} {...rowProps('checkout', checkoutItem, checkouts.loading)} />
          )}
        </Tabs>
        {canSubmit && <TransactionSummaryPanel summary={summary} notes={notes} onNotesChange={setNotes} onAction={setAction} />}
      </WithSide>

      <PickItemsDialog
        key={`refunds-${action === 'add-refunds' && !refunds.loading ? 'ready' : 'loading'}`}
        open={action === 'add-refunds'}
        title="Add Refunds"
        items={refundChoices}
        selected={selection.refund}
        loading={refunds.loading}
        emptyText="No Refunds found"
        note="Refunds the bank approved that no transfer holds yet. Each is deducted from the transfer."
        onSave={(items) => {
          setSelection((s) => replaceKind(s, 'refund', items));
          setAction(null);
        }}
        onClose={() => setAction(null)}
      />
      {(['add-disputes', 'add-won-disputes'] as const).map((kind) => (
        <PickItemsDialog
          key={kind}
          open={action === kind}
          title={kind === 'add-disputes' ? 'Add Disputes' : 'Add Won Disputes'}
          items={[]}
          selected={[]}
          emptyText="No Disputes found"
          note={TRANSFER_MESSAGES.disputesUnavailable}
          onSave={() => setAction(null)}
          onClose={() => setAction(null)}
        />
      ))}
      <ConfirmDialog
        open={action === 'submit-transaction' && summary.canSubmit}
        title="Submit Transaction"
        message={TRANSFER_MESSAGES.confirmSubmit}
        loading={creating.loading}
        onCancel={() => setAction(null)}
        onConfirm={() => void submit()}
      />
    </Page>
  );
}
