import { useQuery } from '@apollo/client/react';
import { type InvoiceStatus, isStaff, type Role } from '@pg/domain';
import { useEffect, useState } from 'react';

import { useDebouncedValue } from '../../app/hooks/useDebouncedValue';
import { useListSettings } from '../../app/hooks/useListSettings';
import { INVOICES } from '../graphql/invoices';

export const INVOICE_LIST_KEY = 'invoices';
/** Spec 000 section 9: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Spec 000 section 2: default sort is name ascending. */
const DEFAULT_SORT = { sortField: 'name', sortDirection: 'ASC' as const };

/**
 * The status the paid/unpaid checkbox filters on: paid for bank and platform roles (they act on
 * paid invoices), unpaid for merchants (they chase payment). The same status gets the row dot.
 */
export function flaggedStatusFor(role: Role): InvoiceStatus {
  return isStaff(role) ? 'paid' : 'unpaid';
}

/** List state (settings kept in localStorage, page and search in memory) and its query. */
export function useInvoiceList(role: Role) {
  const list = useListSettings(INVOICE_LIST_KEY, DEFAULT_SORT);
  const { rowCount, sortField, sortDirection, filters } = list.settings;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const flagged = flaggedStatusFor(role);
  const statusFilter = filters.status === flagged ? flagged : null;

  // A new search, filter, sort or page size starts again at page 1.
  useEffect(() => setPage(1), [searchParam, statusFilter, sortField, sortDirection, rowCount]);

  const query = useQuery(INVOICES, {
    variables: { first: rowCount, page, status: statusFilter, sortField, sortDirection, searchParam: searchParam || null },
  });

  return {
    ...list,
    page,
    setPage,
    search,
    setSearch,
    flagged,
    statusFilter,
    setStatusFilter: (on: boolean) => list.setFilter('status', on ? flagged : undefined),
    rows: (query.data ?? query.previousData)?.invoices.items ?? [],
    total: (query.data ?? query.previousData)?.invoices.total ?? 0,
    loading: query.loading,
  };
}
