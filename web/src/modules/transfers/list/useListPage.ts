import type { SortState } from '@pg/ui-kit';
import { useState } from 'react';

import { useDebouncedValue } from '../../app/hooks/useDebouncedValue';
import { type ListSettings, useListSettings } from '../../app/hooks/useListSettings';
import { useSearchParamsUpdate } from '../../app/hooks/useSearchParamsUpdate';

/**
 * The state every list screen of transfers and the ledger shares: search text and page in the
 * URL (a link or reload keeps them), sort and row count in the saved list settings, and the
 * DataTable props that read and change them.
 */
export function useListPage(listKey: string, defaults: Partial<ListSettings>) {
  const [params, update] = useSearchParamsUpdate();
  const list = useListSettings(listKey, defaults);
  const [search, setSearchText] = useState(params.get('query') ?? '');
  const searchParam = useDebouncedValue(search.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);

  /** Sets (or with null removes) URL parameters; any change but the page's starts again at page 1. */
  const setQuery = (values: Record<string, string | null>) =>
    update((copy) => {
      for (const [name, value] of Object.entries(values)) {
        if (value) copy.set(name, value);
        else copy.delete(name);
      }
      if (!('page' in values)) copy.delete('page');
    });
  const setPage = (next: number) => setQuery({ page: next > 1 ? String(next) : null });
  const setSearch = (text: string) => {
    setSearchText(text);
    setQuery({ query: text || null });
  };
  const sort: SortState | undefined = list.settings.sortField
    ? { field: list.settings.sortField, direction: list.settings.sortDirection === 'ASC' ? 'asc' : 'desc' }
    : undefined;

  /** Sorting and paging of a server-paged DataTable. */
  const tableProps = (total: number, rowCount = list.settings.rowCount) => ({
    sort,
    onSortChange: (next: SortState) => {
      list.setSort(next.field, next.direction === 'asc' ? 'ASC' : 'DESC');
      setPage(1);
    },
    page,
    rowCount,
    total,
    onPageChange: setPage,
    onRowCountChange: (next: number) => {
      list.setRowCount(next);
      setPage(1);
    },
  });

  return { params, setQuery, list, search, setSearch, searchParam, page, setPage, tableProps };
}
