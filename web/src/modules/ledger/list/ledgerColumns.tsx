import { formatDateTime, LEDGER_TRANSACTION_LABELS, ORGANIZATION_TYPE_LABELS } from '@pg/domain';
import { Avatar, type DataTableColumn } from '@pg/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { HiddenLabel, Muted } from '../../app/components/page.styles';
import { money } from '../../transfers/format';
import { Code } from '../../transfers/transactions/transactions.styles';
import type { LedgerEntry, LedgerOrganization, PlatformAccount } from '../graphql/ledger';
import { ledgerSourceLabel, ledgerSourcePath, platformAccountPath } from '../ledger-links';

/** Spec 002 s2 /ledger: Org logo or initials, Name, Type, Balance; sortable by name and type (and balance). */
export const LEDGER_ORGANIZATION_COLUMNS: DataTableColumn<LedgerOrganization>[] = [
  {
    key: 'logo',
    label: <HiddenLabel>Logo</HiddenLabel>,
    phone: 'lead',
    render: (o) => <Avatar name={o.name} url={o.logo[0]?.cloudFrontUrl || o.logo[0]?.url || null} />,
  },
  { key: 'name', label: 'Name', sortable: true },
  { key: 'type', label: 'Type', sortable: true, hideBelow: 'sm', render: (o) => ORGANIZATION_TYPE_LABELS[o.type] ?? o.type },
  { key: 'balance', label: 'Balance', sortable: true, align: 'right', render: (o) => money(o.currentBalance) },
];

const typeLabel = (e: LedgerEntry): string => LEDGER_TRANSACTION_LABELS[e.transactionType] ?? e.transactionType;

/** Spec 002 s2 "Ledger Details": Date, Transaction Type, Amount, Balance, Description. */
export const LEDGER_ENTRY_COLUMNS: DataTableColumn<LedgerEntry>[] = [
  {
    key: 'createdAt',
    label: 'Date',
    render: (e) => {
      // DD-MMM-YYYY on one line, the time after it (on phones the type follows on the second line).
      const [day, time] = formatDateTime(e.createdAt).split(' ');
      return (
        <>
          <Code>{day}</Code> <Muted>{time}</Muted>
        </>
      );
    },
  },
  { key: 'transactionType', label: 'Transaction Type', hideBelow: 'sm', render: typeLabel },
  { key: 'amount', label: 'Amount', align: 'right', render: (e) => money(e.amount) },
  { key: 'balance', label: 'Balance', align: 'right', hideBelow: 'sm', render: (e) => money(e.balance) },
  { key: 'remarks', label: 'Description', hideBelow: 'md', render: (e) => <SourceLink entry={e}>{e.remarks}</SourceLink> },
];

/** The entry's text as a link to the invoice, checkout, refund, dispute or transfer it came from. */
function SourceLink({ entry, children }: { entry: LedgerEntry; children: ReactNode }) {
  const path = ledgerSourcePath(entry.sourceType, entry.sourceId);
  if (!path) return <>{children}</>;
  return (
    <Link to={path} title={`Open the ${ledgerSourceLabel(entry.sourceType).toLowerCase()}`}>
      {children}
    </Link>
  );
}

/** The platform's own accounts on /ledger (PG Admin): Name, Balance on its normal side, Entries. */
export const PLATFORM_ACCOUNT_COLUMNS: DataTableColumn<PlatformAccount>[] = [
  // A real link as well as the row click: it opens in a new tab and reads as one to screen readers.
  { key: 'name', label: 'Account', render: (a) => <Link to={platformAccountPath(a.id)}>{a.name}</Link> },
  { key: 'balance', label: 'Balance', align: 'right', render: (a) => money(a.balance) },
  { key: 'entries', label: 'Entries', align: 'right', hideBelow: 'sm', render: (a) => a.entries.toLocaleString('en-US') },
];
