import { Card, DataTable } from '@pg/ui-kit';
import { useEffect } from 'react';

import { graphql } from '../../../gql';
import type { LedgerEntryPage } from '../graphql/ledger';
import { LEDGER_ENTRY_COLUMNS } from './ledgerColumns';
import type { useLedgerPages } from './useLedgerPages';

/** What this card reads of a page of entries (spread into orgLedger and ledgerAccountEntries). */
export const LEDGER_ENTRY_FIELDS = graphql(`
  fragment LedgerEntryFields on LedgerEntryList {
    total
    endCursor
    items {
      id
      amount
      balance
      transactionType
      createdAt
      remarks
      sourceType
      sourceId
    }
  }
`);

export interface LedgerEntriesCardProps {
  pages: ReturnType<typeof useLedgerPages>;
  /** The ledger query's answer (orgLedger or ledgerAccountEntries). */
  list: LedgerEntryPage | undefined;
  loading: boolean;
  error?: { message: string };
  emptyText: string;
}

/**
 * "Ledger Details" of any account, newest first, paged by keyset where it can: each answer's
 * endCursor is remembered for the next page, and a cursor the API refuses sends the pages back to
 * numbers. Shared by an organization's ledger and the platform accounts'.
 */
export function LedgerEntriesCard({ pages, list, loading, error, emptyText }: LedgerEntriesCardProps) {
  const page = pages.view.page;
  const endCursor = list?.endCursor;
  const cursorRefused = pages.usesCursor && error !== undefined;
  const { remember, forget } = pages;
  useEffect(() => remember(page, endCursor), [page, endCursor, remember]);
  useEffect(() => {
    if (cursorRefused) forget();
  }, [cursorRefused, forget]);
  return (
    <Card title="Ledger Details" flush>
      <DataTable
        caption="Ledger Details"
        columns={LEDGER_ENTRY_COLUMNS}
        rows={list?.items ?? []}
        getRowId={(e) => e.id}
        loading={loading}
        emptyText={emptyText}
        {...pages.paging(list?.total ?? 0)}
      />
    </Card>
  );
}
