import { useCallback, useState } from 'react';

import { useListPage } from '../../transfers/list/useListPage';

/** What a ledger page asks for: page 1 (and any page not reached by Next) by number, the next one after its cursor. */
export type LedgerPageVariables = { first: number; page: number; after?: undefined } | { first: number; after: string; page?: undefined };

interface Cursors {
  /** Cursors belong to one ledger at one page size. */
  scope: string;
  /** The endCursor that starts each page, as the page before it answered. */
  byPage: Record<number, string>;
}

/**
 * Page numbers as the spec shows them, read by keyset where it helps: a page reached from the
 * one before it asks for the entries after that page's endCursor, so it continues exactly where
 * the reader was (no entry twice when new payments arrive meanwhile) and never sums the pages
 * above it. Page 1, a typed-in page and a reload ask by number.
 */
export function useLedgerPages(listKey: string, ledgerId: string) {
  const view = useListPage(listKey, {});
  const first = view.list.settings.rowCount;
  const scope = `${ledgerId}:${first}`;
  const [cursors, setCursors] = useState<Cursors>({ scope, byPage: {} });
  const byPage = cursors.scope === scope ? cursors.byPage : {};
  const after = view.page > 1 ? byPage[view.page] : undefined;
  const variables: LedgerPageVariables = after ? { first, after } : { first, page: view.page };

  /** Called with each page's answer: remembers where the next page starts. */
  const remember = useCallback(
    (page: number, endCursor: string | null | undefined) => {
      if (!endCursor) return;
      setCursors((current) => {
        const known = current.scope === scope ? current.byPage : {};
        return known[page + 1] === endCursor ? current : { scope, byPage: { ...known, [page + 1]: endCursor } };
      });
    },
    [scope],
  );
  /** A cursor the API no longer accepts: forget them all, pages go by number again. */
  const forget = useCallback(() => setCursors({ scope, byPage: {} }), [scope]);

  // Newest first, always: the entries have no other order to sort by.
  const paging = (total: number) => {
    const { sort: _sort, onSortChange: _onSortChange, ...rest } = view.tableProps(total);
    return rest;
  };
  return { view, variables, usesCursor: after !== undefined, remember, forget, paging };
}
