import { useMutation, useQuery } from '@apollo/client/react';
import {
  can,
  DISPUTE_STAGES_FOR_TRANSFER,
  MAX_TRANSFER_ITEMS_PER_KIND,
  TRANSFER_MESSAGES,
  type TransferItemKind,
  WON_DISPUTE_PROCESSOR_STATUS,
} from '@pg/domain';
import { ConfirmDialog, DataTable, Tabs, useToast } from '@pg/ui-kit';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { ListHeader } from '../modules/app/components/ListHeader';
import { Page, WithSide } from '../modules/app/components/page.styles';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { date, itemPath, transferDetailsPath } from '../modules/transfers/format';
import type { TransactionDispute } from '../modules/transfers/graphql/transfers';
import {
  CREATE_TRANSACTION,
  TRANSACTION_CHECKOUTS,
  TRANSACTION_DISPUTES,
  TRANSACTION_INVOICES,
  TRANSACTION_REFUNDS,
  TRANSACTION_WON_DISPUTES,
} from '../modules/transfers/graphql/transfers';
import { useListPage } from '../modules/transfers/list/useListPage';
import { OverdraftDialog, type OverdraftNotice, overdraftsOf } from '../modules/transfers/transactions/OverdraftDialog';
import { type PickableItem, PickItemsDialog } from '../modules/transfers/transactions/PickItemsDialog';
import {
  checkoutItem,
  disputeItem,
  EMPTY_SELECTION,
  invoiceItem,
  refundItem,
  replaceKind,
  type SelectedItem,
  summarize,
  toggle,
  toggleAll,
  transactionVariables,
  wonDisputeItem,
} from '../modules/transfers/transactions/selection';
import { checkoutColumns, invoiceColumns, type SelectionControls } from '../modules/transfers/transactions/transactionColumns';
import { type TransactionAction, TransactionSummaryPanel } from '../modules/transfers/transactions/TransactionSummaryPanel';

export const TRANSACTIONS_LIST_KEY = 'transactions';
const ACTIONS: readonly TransactionAction[] = ['add-refunds', 'add-disputes', 'add-won-disputes', 'add-released-refunds', 'submit-transaction'];
type Tab = 'invoices' | 'checkouts';

/** A dispute as a dialog row: its code, then organization, what was disputed and the date. */
const disputeChoice =
  (toItem: (d: TransactionDispute) => SelectedItem) =>
  (d: TransactionDispute): PickableItem => ({
    item: toItem(d),
    title: d.code,
    detail: `${d.owner.name} · ${d.invoice?.code ?? d.webPayment?.code ?? ''} · ${date(d.createdAt)}`,
  });

/**
 * /transactions (spec 002 s2, s4): paid invoices and checkouts without a transfer. The bank-side
 * admin selects them (checkboxes), adds bank-approved refunds, disputes and won disputes in
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
  const sorting = view.tableProps(0);
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [notes, setNotes] = useState('');
  const setAction = (next: TransactionAction | null) => view.setQuery({ action: next, page: view.params.get('page') });

  const invoices = useQuery(TRANSACTION_INVOICES, {
    // Spec 002 L174/L231: the selection queries fetch the first 1000, so "select all" takes every one.
    variables: {
      first: MAX_TRANSFER_ITEMS_PER_KIND,
      status: 'paid',
      hasTransfer: false,
      sortField: settings.sortField,
      sortDirection: settings.sortDirection,
      searchParam: view.searchParam || null,
    },
    skip: tab !== 'invoices',
    fetchPolicy: 'cache-and-network',
  });
  const checkouts = useQuery(TRANSACTION_CHECKOUTS, {
    variables: { status: 'paid', hasTransfer: false, first: MAX_TRANSFER_ITEMS_PER_KIND, searchParam: view.searchParam || null },
    skip: tab !== 'checkouts',
    fetchPolicy: 'cache-and-network',
  });
  const refunds = useQuery(TRANSACTION_REFUNDS, {
    variables: { offeredToTransfer: true, first: 100 },
    skip: action !== 'add-refunds',
    fetchPolicy: 'network-only',
  });
  const releasedRefunds = useQuery(TRANSACTION_REFUNDS, {
    variables: { releasedForTransfer: true, first: 100 },
    skip: action !== 'add-released-refunds',
    fetchPolicy: 'network-only',
  });
  const disputes = useQuery(TRANSACTION_DISPUTES, {
    variables: { progressStatus: [...DISPUTE_STAGES_FOR_TRANSFER], hasTransfer: false, first: 100 },
    skip: action !== 'add-disputes',
    fetchPolicy: 'network-only',
  });
  const wonDisputes = useQuery(TRANSACTION_WON_DISPUTES, {
    variables: { progressStatus: ['overturned'], stripeStatus: WON_DISPUTE_PROCESSOR_STATUS, hasRefundTransfer: false, first: 100 },
    skip: action !== 'add-won-disputes',
    fetchPolicy: 'network-only',
  });
  const [createTransaction, creating] = useMutation(CREATE_TRANSACTION);
  const [overdrafts, setOverdrafts] = useState<OverdraftNotice[] | null>(null);

  // The API lists only what no transfer holds (hasTransfer false): the spec's "transferId null".
  const invoiceRows = invoices.data?.invoices.items ?? [];
  const checkoutRows = checkouts.data?.webPayments.items ?? [];
  const summary = useMemo(() => summarize(selection), [selection]);
  const controls: SelectionControls | null = canSubmit
    ? { selection, onToggle: (item) => setSelection((s) => toggle(s, item)), onToggleAll: (items) => setSelection((s) => toggleAll(s, items)) }
    : null;

  const refundChoices: PickableItem[] = (refunds.data?.refunds.items ?? [])
    .filter((r) => !r.transferId)
    .map((r) => ({ item: refundItem(r), title: r.code, detail: `${r.owner.name}${r.invoice ? ` · ${r.invoice.code}` : ''} · ${date(r.createdAt)}` }));
  const releasedChoices: PickableItem[] = (releasedRefunds.data?.refunds.items ?? []).map((r) => ({
    item: { ...refundItem(r), kind: 'releasedRefund' },
    title: r.code,
    detail: `${r.owner.name}${r.invoice ? ` · ${r.invoice.code}` : ''} · ${date(r.createdAt)}`,
  }));
  /** The add-refunds, add-disputes and add-won-disputes dialogs (spec 002 s2): each picks the items of one kind. */
  const pickers: {
    action: TransactionAction;
    kind: TransferItemKind;
    title: string;
    items: PickableItem[];
    loading: boolean;
    emptyText: string;
    note: string;
  }[] = [
    {
      action: 'add-refunds',
      kind: 'refund',
      title: 'Add Refunds',
      items: refundChoices,
      loading: refunds.loading,
      emptyText: 'No Refunds found',
      note: 'Refunds the bank approved that no transfer holds yet. Each is deducted from the transfer.',
    },
    {
      action: 'add-disputes',
      kind: 'dispute',
      title: 'Add Disputes',
      items: (disputes.data?.disputes.items ?? []).map(disputeChoice(disputeItem)),
      loading: disputes.loading,
      emptyText: 'No Disputes found',
      note: 'Disputes no transfer holds yet, once the merchant has answered. Each is deducted with its fee.',
    },
    {
      action: 'add-won-disputes',
      kind: 'wonDispute',
      title: 'Add Won Disputes',
      items: (wonDisputes.data?.disputes.items ?? []).map(disputeChoice(wonDisputeItem)),
      loading: wonDisputes.loading,
      emptyText: 'No Won Disputes found',
      note: 'Disputes won at the card processor whose amount no transfer has given back yet. Each is added to the transfer.',
    },
    {
      action: 'add-released-refunds',
      kind: 'releasedRefund',
      title: 'Add Released Refunds',
      items: releasedChoices,
      loading: releasedRefunds.loading,
      emptyText: 'No Released Refunds found',
      note: 'Refunds an earlier transfer deducted and that were then denied or not refunded. Each is given back to the merchant in the transfer.',
    },
  ];

  const submit = (confirmOverdraft = false) =>
    createTransaction({ variables: { ...transactionVariables(selection, notes), confirmOverdraft } }).then(
      (result) => {
        setOverdrafts(null);
        const id = result.data?.createTransaction.id;
        toast.success(TRANSFER_MESSAGES.success);
        if (id) void navigate(transferDetailsPath(id));
      },
      // The server's message is toasted by the Apollo error policy; the dialog closes so the user can
      // adjust. Refused for overdrafts, Bank Admin is asked to confirm each one.
      (error: unknown) => {
        setAction(null);
        const listed = overdraftsOf(error);
        setOverdrafts(listed && can(user.role, 'confirmTransferOverdraft') && !confirmOverdraft ? listed : null);
      },
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
            // Invoices and checkouts come at once (at most 1000 each), not paged.
            <DataTable
              columns={invoiceColumns(invoiceRows, controls)}
              rows={invoiceRows}
              sort={sorting.sort}
              onSortChange={sorting.onSortChange}
              {...rowProps('invoice', invoiceItem, invoices.loading)}
            />
          ) : (
            <DataTable columns={checkoutColumns(checkoutRows, controls)} rows={checkoutRows} {...rowProps('checkout', checkoutItem, checkouts.loading)} />
          )}
        </Tabs>
        {canSubmit && <TransactionSummaryPanel summary={summary} notes={notes} onNotesChange={setNotes} onAction={setAction} />}
      </WithSide>

      {pickers.map((p) => (
        <PickItemsDialog
          key={`${p.action}-${action === p.action && !p.loading ? 'ready' : 'loading'}`}
          open={action === p.action}
          title={p.title}
          items={p.items}
          selected={selection[p.kind]}
          loading={p.loading}
          emptyText={p.emptyText}
          note={p.note}
          onSave={(items) => {
            setSelection((s) => replaceKind(s, p.kind, items));
            setAction(null);
          }}
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
      <OverdraftDialog overdrafts={overdrafts} loading={creating.loading} onCancel={() => setOverdrafts(null)} onConfirm={() => void submit(true)} />
    </Page>
  );
}
